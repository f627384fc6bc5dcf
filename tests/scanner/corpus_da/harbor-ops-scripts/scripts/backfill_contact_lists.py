#!/usr/bin/env python3
"""Re-create dialer contact lists from a CSV export (list_name,owner_email,phone).

Usage: python backfill_contact_lists.py export.csv [--dry-run]
"""
import csv
import os
import sys
from collections import defaultdict

import requests
from tqdm import tqdm

RINGLANE = "https://api.ringlane.com/api/public/v1"
API_KEY = os.environ.get("RINGLANE_API_KEY", "rlk_Qm3xT8vB2nLz6WcR9pYd4HsK7aFe")


def _headers(owner_email):
    return {
        "x-api-key": API_KEY,
        "x-user-email": owner_email,
        "content-type": "application/json",
    }


def main(path, dry_run=False):
    lists = defaultdict(list)
    owners = {}
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            lists[row["list_name"]].append(row["phone"])
            owners[row["list_name"]] = row["owner_email"]

    for name, phones in tqdm(lists.items()):
        if dry_run:
            print(f"would create {name!r} with {len(phones)} numbers")
            continue
        r = requests.post(f"{RINGLANE}/contact-lists", json={"name": name}, headers=_headers(owners[name]))
        if r.status_code == 404 and r.json().get("error") == "user not found":
            print(f"skip {name}: {owners[name]} has no Ringlane seat", file=sys.stderr)
            continue
        if r.status_code == 503:
            sys.exit("Ringlane API is disabled for this account - ask the account manager")
        r.raise_for_status()
        list_id = r.json()["id"]
        for i in range(0, len(phones), 500):
            resp = requests.post(
                f"{RINGLANE}/contact-lists/{list_id}/contacts",
                json={"phones": phones[i : i + 500]},
                headers=_headers(owners[name]),
            )
            if not resp.ok:
                print(f"  append failed: {resp.json()['error']}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1], dry_run="--dry-run" in sys.argv)
