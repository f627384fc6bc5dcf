#!/usr/bin/env python3
"""Push a CSV of homeowner leads into a Dialstream contact list.

    python scripts/import_leads.py --list cl_8812 leads.csv
"""
import csv
import sys

import click

from dialstream_tools import settings
from dialstream_tools.session import dialstream_session, describe_error

BATCH = 250


@click.command()
@click.option("--list", "list_id", required=True)
@click.option("--as-user", default=None, help="acting user email (defaults to sync bot)")
@click.argument("csv_path", type=click.Path(exists=True))
def main(list_id: str, as_user: str | None, csv_path: str) -> None:
    s = dialstream_session(as_user)
    with open(csv_path, newline="") as fh:
        phones = [row["phone"].strip() for row in csv.DictReader(fh) if row.get("phone")]

    url = f"{settings.BASE_URL}/contact-lists/{list_id}/contacts"
    for i in range(0, len(phones), BATCH):
        chunk = phones[i : i + BATCH]
        resp = s.post(url, json={"contacts": [{"phone": p} for p in chunk]}, timeout=settings.TIMEOUT)
        if resp.status_code == 404 and resp.json().get("error") == "contact list not found":
            sys.exit(f"list {list_id} does not exist (or the bot cannot see it)")
        if resp.status_code == 503:
            sys.exit("Dialstream has the public API switched off; ask the admin to re-enable it")
        if not resp.ok:
            sys.exit(describe_error(resp))
        click.echo(f"added {i + len(chunk)}/{len(phones)}")


if __name__ == "__main__":
    main()
