#!/usr/bin/env python
"""One-off (2023-11): create a RingLark list per sales territory and load leads from the CSV export.

Run from a laptop:  python scripts/backfill_lists.py leads.csv
"""
import csv
import sys
from collections import defaultdict

import requests

RINGLARK = "https://api.ringlark.com/api/public/v1"
API_KEY = "rl_2Gd7Hs9Kw4Pn8Qx3Vt6Mz5Bc"  # TODO rotate, this is the prod shared key
HEADERS = {
    "X-API-Key": API_KEY,
    "X-User-Id": "00u8k2p1xQWERTY5d7",  # Maya's Okta id
}


def create_list(name):
    r = requests.post(f"{RINGLARK}/contact-lists", json={"name": name}, headers=HEADERS, timeout=20)
    if r.status_code == 404:
        sys.exit("RingLark says user not found - is Maya's seat still active?")
    r.raise_for_status()
    return r.json()["id"]


def push(list_id, phones):
    for i in range(0, len(phones), 500):
        r = requests.post(
            f"{RINGLARK}/contact-lists/{list_id}/contacts",
            json={"contacts": [{"phone": p} for p in phones[i:i + 500]]},
            headers=HEADERS,
            timeout=60,
        )
        if not r.ok:
            err = r.json()
            print("batch failed:", err["error"])
            for d in err.get("details", []):
                print("   ", d["path"], d["message"])


def main(path):
    by_territory = defaultdict(list)
    with open(path) as fh:
        for row in csv.DictReader(fh):
            if row["phone"]:
                by_territory[row["territory"]].append(row["phone"])
    for territory, phones in by_territory.items():
        list_id = create_list(f"Backfill – {territory}")
        push(list_id, phones)
        print(territory, len(phones))


if __name__ == "__main__":
    main(sys.argv[1])
