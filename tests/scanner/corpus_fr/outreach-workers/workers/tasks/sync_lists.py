import asyncio
import logging

import dramatiq
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from workers import broker  # noqa: F401  (registers broker)
from workers import callnest_gateway as gw
from workers.config import settings

log = logging.getLogger(__name__)


@dramatiq.actor(queue_name="outreach-sync", max_retries=3, time_limit=15 * 60 * 1000)
async def reconcile_contact_lists() -> None:
    engine = create_async_engine(settings.database_url)
    async with engine.connect() as conn:
        rows = await conn.execute(text("select callnest_list_id from campaigns where callnest_list_id is not null"))
        known = {r[0] for r in rows}
    await engine.dispose()

    try:
        remote = await gw.all_lists()
    except gw.GatewayError as exc:
        if exc.status == 503:
            log.warning("CallNest public API is disabled for our tenant, skipping reconcile")
            return
        if exc.status == 404 and exc.body.get("error") == "user not found":
            log.error("acting service user %s missing in CallNest IdP", settings.callnest_acting_user_id)
            return
        raise

    orphans = [l for l in remote if l["id"] not in known and l["name"].startswith("lh-")]
    for l in orphans:
        log.info("dropping orphan dialer list %s (%s)", l["id"], l["name"])
        await gw.drop_list(l["id"])
        await asyncio.sleep(0.2)
