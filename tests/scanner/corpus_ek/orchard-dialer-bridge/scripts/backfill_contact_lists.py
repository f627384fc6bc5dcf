#!/usr/bin/env python3
"""One-off: copy Callwright dialer lists into Orchard (run by ops, 2023).

Still used when a new customer migrates from a spreadsheet workflow.
Usage: CW_ACTING_SUB=00u1ab2cd3EF4gh5ij6 python scripts/backfill_contact_lists.py > lists.jsonl
"""
import json
import os
import sys

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

BASE = "https://api.callwright.io/api/public/v1"
API_KEY = os.environ.get("CW_KEY", "cw_Pz81kQmV0aT5xLr2Ng7HcYe4Ub9Ws")
ACTING_SUB = os.environ["CW_ACTING_SUB"]  # Okta subject of the ops user

session = requests.Session()
session.mount(
    "https://",
    HTTPAdapter(max_retries=Retry(total=5, backoff_factor=1, status_forcelist=[429, 502], allowed_methods=["GET"])),
)
session.headers.update(
    {
        "x-api-key": API_KEY,
        "x-user-id": ACTING_SUB,
        "accept": "application/json",
    }
)


def fail(r: requests.Response) -> None:
    if r.status_code == 404 and r.json().get("error") == "user not found":
        sys.exit(f"Okta user {ACTING_SUB} has no Callwright seat")
    try:
        msg = r.json()["error"]
    except ValueError:
        msg = r.text[:200]
    sys.exit(f"callwright error {r.status_code}: {msg}")


def main() -> None:
    cursor = None
    while True:
        r = session.get(f"{BASE}/contact-lists", params={"cursor": cursor} if cursor else {})
        if not r.ok:
            fail(r)
        page = r.json()
        for lst in page["data"]:
            members = session.get(f"{BASE}/contact-lists/{lst['id']}/contacts", params={"limit": 1000})
            if not members.ok:
                fail(members)
            lst["contacts"] = members.json()["data"]
            print(json.dumps(lst))
        cursor = page.get("nextCursor")
        if not cursor:
            break


if __name__ == "__main__":
    main()
