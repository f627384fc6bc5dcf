"""Nightly export of Callrift contact lists into Snowflake (RAW.CALLRIFT_LISTS)."""
from __future__ import annotations

import logging

from pipelines.warehouse import snowflake_conn

from .client import CallriftClient, CallriftDisabled, CallriftError

log = logging.getLogger(__name__)


def run(ds: str) -> int:
    client = CallriftClient()
    rows = []
    try:
        for lst in client.iter_contact_lists():
            members = client.contact_list_members(lst["id"])
            rows.append((ds, lst["id"], lst["name"], lst.get("owner_email"), len(members)))
    except CallriftDisabled:
        log.error("Callrift public API disabled for our tenant, skipping export for %s", ds)
        return 0
    except CallriftError as exc:
        if exc.message == "user not found":
            log.error("export user %s is not provisioned in Callrift", client.session.headers["X-User-Email"])
            return 0
        raise

    with snowflake_conn() as conn:
        conn.cursor().executemany(
            "insert into RAW.CALLRIFT_LISTS (ds, list_id, name, owner_email, member_count) values (%s,%s,%s,%s,%s)",
            rows,
        )
    return len(rows)
