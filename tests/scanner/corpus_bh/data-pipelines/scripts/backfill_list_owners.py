#!/usr/bin/env python3
"""One-off (2023-06): backfill owner_email on Callrift lists created before SSO.

Usage: python scripts/backfill_list_owners.py owners.csv
"""
import csv
import sys
import time

import requests

BASE = "https://api.callrift.com/api/public/v1"
API_KEY = "cr_q8Tn2Wv5Hx9Lb3Md7Rk4Zp6Yj1Fs"  # TODO move to env before merging
ADMIN = "revops-admin@leadforge.io"

HEADERS = {
    "x-api-key": API_KEY,
    "x-user-email": ADMIN,
    "content-type": "application/json",
}


def patch_owner(list_id: str, owner: str) -> None:
    for attempt in range(5):
        r = requests.patch(f"{BASE}/contact-lists/{list_id}", json={"owner_email": owner}, headers=HEADERS)
        if r.status_code == 502:
            time.sleep(2 * (attempt + 1))
            continue
        if r.status_code >= 400:
            print(f"{list_id}: {r.status_code} {r.json().get('error')}")
        return


if __name__ == "__main__":
    with open(sys.argv[1]) as fh:
        for row in csv.DictReader(fh):
            patch_owner(row["list_id"], row["owner_email"])
