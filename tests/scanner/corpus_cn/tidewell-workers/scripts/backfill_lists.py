#!/usr/bin/env python3
"""One-off: backfill Ringlane contact lists for members who upgraded before 2024-03.

Usage: RINGLANE_API_KEY=... python scripts/backfill_lists.py members.csv
"""
import csv
import os
import sys
import time

import requests

RINGLANE = os.environ.get("RINGLANE_API_URL", "https://api.ringlane.com/api/public/v1")
SEGMENT_URL = "https://api.segment.io/v1/track"

session = requests.Session()
session.headers.update({
    "x-api-key": os.environ["RINGLANE_API_KEY"],
    "Content-Type": "application/json",
})


def ensure_list(okta_id: str, name: str) -> str | None:
    hdrs = {"x-user-id": okta_id}
    r = session.get(f"{RINGLANE}/contact-lists", headers=hdrs, timeout=10)
    if r.status_code == 404 and r.json().get("error") == "user not found":
        print(f"skip {okta_id}: no Ringlane seat", file=sys.stderr)
        return None
    if r.status_code in (502, 503):
        raise RuntimeError(f"Ringlane unavailable ({r.status_code}): {r.json().get('error')}")
    r.raise_for_status()
    for lst in r.json():
        if lst["name"] == name:
            return lst["id"]
    created = session.post(f"{RINGLANE}/contact-lists", json={"name": name}, headers=hdrs, timeout=10)
    created.raise_for_status()
    return created.json()["id"]


def track(user_id: str, event: str) -> None:
    # Segment: its own basic auth, unrelated to Ringlane
    requests.post(SEGMENT_URL, auth=(os.environ["SEGMENT_WRITE_KEY"], ""),
                  json={"userId": user_id, "event": event}, timeout=5)


def main(path: str) -> None:
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            list_id = ensure_list(row["okta_id"], "Pipeline")
            if list_id:
                track(row["member_id"], "ringlane_list_backfilled")
            time.sleep(0.2)


if __name__ == "__main__":
    main(sys.argv[1])
