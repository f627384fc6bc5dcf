#!/usr/bin/env python3
"""One-off: recreate Ringwell contact lists for campaigns created before 2023-03.

Usage: RINGWELL_KEY=... RINGWELL_AS=ops@harborpine.com python scripts/backfill_lists.py campaigns.csv
"""
import csv
import os
import sys
import time

import requests

BASE = os.getenv("RINGWELL_URL", "https://api.ringwell.com/api/public/v1")
HEADERS = {
    "x-api-key": os.environ["RINGWELL_KEY"],
    "X-User-Email": os.environ.get("RINGWELL_AS", "ops@harborpine.com"),
    "Content-Type": "application/json",
}


def main(path):
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            r = requests.post(f"{BASE}/contact-lists", json={"name": row["name"]}, headers=HEADERS, timeout=15)
            if r.status_code == 502:
                time.sleep(5)
                r = requests.post(f"{BASE}/contact-lists", json={"name": row["name"]}, headers=HEADERS, timeout=15)
            if r.status_code >= 400:
                print(f"{row['name']}: {r.status_code} {r.json().get('error')}", file=sys.stderr)
                continue
            list_id = r.json()["id"]
            phones = [p.strip() for p in row["phones"].split(";") if p.strip()]
            requests.post(
                f"{BASE}/contact-lists/{list_id}/contacts",
                json={"contacts": [{"phone": p} for p in phones]},
                headers=HEADERS,
                timeout=30,
            )
            print(row["name"], "->", list_id)


if __name__ == "__main__":
    main(sys.argv[1])
