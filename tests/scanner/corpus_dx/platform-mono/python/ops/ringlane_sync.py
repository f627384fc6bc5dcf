#!/usr/bin/env python3
"""Nightly: mirror the carrier-onboarding call queue from Snowflake into Ringlane lists."""
import csv
import logging
import sys

import click

from lib import settings
from lib.http_retry import ringlane_session
from lib.ringlane_errors import ActingUserMissing, ListNotFound, raise_for_ringlane

log = logging.getLogger("ringlane_sync")
LISTS_URL = f"{settings.RINGLANE_BASE}/contact-lists"


def find_or_create_list(session, name):
    resp = session.get(LISTS_URL, params={"name": name})
    raise_for_ringlane(resp)
    for item in resp.json().get("data", []):
        if item["name"] == name:
            return item["id"]
    resp = session.post(LISTS_URL, json={"name": name})
    raise_for_ringlane(resp)
    return resp.json()["id"]


def push_contacts(session, list_id, rows):
    batch = [{"phone": r["phone_e164"], "first_name": r["first_name"]} for r in rows]
    for i in range(0, len(batch), 500):
        resp = session.post(f"{LISTS_URL}/{list_id}/contacts", json={"contacts": batch[i:i + 500]})
        raise_for_ringlane(resp)


@click.command()
@click.option("--csv-path", required=True, type=click.Path(exists=True))
@click.option("--list-name", default="carrier-onboarding")
def main(csv_path, list_name):
    logging.basicConfig(level=logging.INFO)
    session = ringlane_session()
    with open(csv_path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    try:
        list_id = find_or_create_list(session, list_name)
        push_contacts(session, list_id, rows)
    except ActingUserMissing:
        log.error("RINGLANE_ACTOR_EMAIL %s does not exist in Ringlane", settings.RINGLANE_ACTOR)
        sys.exit(2)
    except ListNotFound as exc:
        log.error("list vanished mid-sync: %s", exc)
        sys.exit(3)
    log.info("synced %d rows into %s", len(rows), list_name)


if __name__ == "__main__":
    main()
