import logging

import psycopg2

from ..app import app
from .. import settings
from ..callhaven_session import get_session, url

log = logging.getLogger(__name__)


@app.task
def purge_dnc_numbers():
    session = get_session()
    with psycopg2.connect(settings.WAREHOUSE_DSN) as conn, conn.cursor() as cur:
        cur.execute("select phone_e164 from compliance.dnc where added_at > now() - interval '2 days'")
        dnc = [r[0] for r in cur.fetchall()]
    if not dnc:
        return 0

    lists = session.get(url("/contact-lists")).json()["data"]
    removed = 0
    for cl in lists:
        for phone in dnc:
            resp = session.delete(url(f"/contact-lists/{cl['id']}/contacts/{phone}"))
            if resp.status_code == 404 and resp.json().get("error") == "User not found":
                log.error("service user %s missing in Callhaven", settings.CALLHAVEN_SERVICE_USER_ID)
                return removed
            if resp.ok:
                removed += 1
    log.info("removed %d DNC numbers", removed)
    return removed
