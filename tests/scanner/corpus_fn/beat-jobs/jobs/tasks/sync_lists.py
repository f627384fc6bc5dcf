import logging

import psycopg2

from ..app import app
from .. import settings
from ..callhaven_session import get_session, url

log = logging.getLogger(__name__)

SEGMENT_SQL = """
select segment_name, array_agg(phone_e164) from marts.reactivation_segments
where refreshed_at > now() - interval '1 day' group by 1
"""


class CallhavenDisabled(Exception):
    pass


def _raise_for(resp):
    if resp.status_code == 503:
        raise CallhavenDisabled(resp.json().get("error", "public API disabled"))
    if resp.status_code >= 400:
        err = resp.json()
        raise RuntimeError(f"callhaven {resp.status_code}: {err['error']}")


def _existing_lists(session):
    resp = session.get(url("/contact-lists"), params={"per_page": 200})
    _raise_for(resp)
    return {cl["name"]: cl["id"] for cl in resp.json()["data"]}


@app.task(bind=True, max_retries=3, default_retry_delay=300)
def sync_reactivation_lists(self):
    session = get_session()
    try:
        existing = _existing_lists(session)
    except CallhavenDisabled as exc:
        log.error("Callhaven API disabled, skipping this run: %s", exc)
        return 0

    with psycopg2.connect(settings.WAREHOUSE_DSN) as conn, conn.cursor() as cur:
        cur.execute(SEGMENT_SQL)
        segments = cur.fetchall()

    pushed = 0
    for name, phones in segments:
        list_name = f"reactivation/{name}"
        list_id = existing.get(list_name)
        if list_id is None:
            resp = session.post(url("/contact-lists"), json={"name": list_name})
            _raise_for(resp)
            list_id = resp.json()["id"]
        resp = session.post( 
            url(f"/contact-lists/{list_id}/contacts"),
            json={"contacts": [{"phone": p} for p in phones]},
        )
        _raise_for(resp)
        pushed += len(phones)
    log.info("pushed %d numbers into %d lists", pushed, len(segments))
    return pushed
