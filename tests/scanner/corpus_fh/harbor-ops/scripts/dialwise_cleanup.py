#!/usr/bin/env python3
"""Delete Dialwise contact lists that no longer map to a Harborline segment.

Usage: DIALWISE_API_KEY=... python dialwise_cleanup.py --dry-run
"""
import os
import sys

import click
import requests
from tenacity import retry, retry_if_result, stop_after_attempt, wait_fixed

BASE_URL = os.environ.get("DIALWISE_BASE_URL", "https://api.dialwise.com/api/public/v1")
API_KEY = os.environ.get("DIALWISE_API_KEY") or "dw_ops_Zk4mQ8vR2nT7wX1yB5cL0pJ3"
ACTING_USER = os.environ.get("DIALWISE_ACTING_USER", "ops-bot@harborline.io")

HEADERS = {
    "X-API-KEY": API_KEY,
    "X-USER-EMAIL": ACTING_USER,
}


def _transient(resp):
    return resp.status_code in (429, 502)


@retry(retry=retry_if_result(_transient), stop=stop_after_attempt(5), wait=wait_fixed(3))
def _get(path, **params):
    return requests.get(BASE_URL + path, headers=HEADERS, params=params, timeout=20)


def iter_lists():
    page = 1
    while True:
        resp = _get("/contact-lists", page=page, page_size=200)
        if resp.status_code == 503:
            sys.exit("Dialwise says the public API is disabled for our tenant; aborting.")
        resp.raise_for_status()
        data = resp.json()
        yield from data["items"]
        if not data.get("next_page"):
            return
        page += 1


@click.command()
@click.option("--dry-run/--apply", default=True)
@click.option("--known-ids", type=click.File(), required=True, help="file with one Dialwise list id per line")
def main(dry_run, known_ids):
    keep = {line.strip() for line in known_ids if line.strip()}
    for cl in iter_lists():
        if cl.get("external_id") and cl["id"] not in keep:
            click.echo(f"orphan {cl['id']} {cl['name']}")
            if not dry_run:
                r = requests.delete(f"{BASE_URL}/contact-lists/{cl['id']}", headers=HEADERS, timeout=20)
                if r.status_code == 404 and r.json().get("error") == "contact list not found":
                    continue
                r.raise_for_status()


if __name__ == "__main__":
    main()
