import logging

import dramatiq

from workers import broker  # noqa: F401
from workers import callnest_gateway as gw

log = logging.getLogger(__name__)


@dramatiq.actor(queue_name="gdpr", max_retries=10, min_backoff=30_000)
async def purge_phone(phone_e164: str) -> None:
    """Remove a phone number from every CallNest list (GDPR erasure request)."""
    for cl in await gw.all_lists():
        try:
            await gw.drop_contact(cl["id"], phone_e164)
        except gw.GatewayError as exc:
            if exc.status == 404:
                continue  # not on this list
            if exc.status == 502:
                log.warning("CallNest SSO unreachable while purging; dramatiq will retry")
                raise
            for d in exc.body.get("details", []):
                log.error("purge failed on %s: %s", d.get("path"), d.get("message"))
            raise
