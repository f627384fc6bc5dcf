#!/usr/bin/env python
"""Push call segments from Snowflake into Ringstead dialer lists."""
import argparse
import logging

import pandas as pd
from sqlalchemy import create_engine

from errors import ListNotFound
from ringstead_client import RingsteadClient

logging.basicConfig(level=logging.INFO)
log = logging.getLogger("sync_contact_lists")

SEGMENT_SQL = """
select segment_name, phone_e164, owner_email
from analytics.marts.call_segments
where is_active
"""


def chunks(seq, n):
    for i in range(0, len(seq), n):
        yield seq[i : i + n]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dsn", required=True)
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args()

    df = pd.read_sql(SEGMENT_SQL, create_engine(args.dsn))
    client = RingsteadClient()
    existing = {cl["name"]: cl["id"] for cl in client.list_contact_lists()}

    for (segment, owner), group in df.groupby(["segment_name", "owner_email"]):
        phones = group["phone_e164"].dropna().unique().tolist()
        list_id = existing.get(segment)
        if args.dry_run:
            log.info("would push %d phones to %s", len(phones), segment)
            continue
        if list_id is None:
            list_id = client.create_contact_list(segment, owner)["id"]
        for batch in chunks(phones, 500):
            try:
                client.add_contacts(list_id, batch)
            except ListNotFound:
                log.error("list %s disappeared mid-sync", segment)
                break
        log.info("pushed %d phones to %s (%s)", len(phones), segment, list_id)


if __name__ == "__main__":
    main()
