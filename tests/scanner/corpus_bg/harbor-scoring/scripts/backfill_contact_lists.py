#!/usr/bin/env python3
"""One-off: recreate regional hot lists in Ringlane after the 2023-09 account merge.

Usage: RINGLANE_API_KEY=... python scripts/backfill_contact_lists.py east west
"""
import os
import sys

import requests

API = "https://api.ringlane.io/api/public/v1"
KEY = os.environ.get("RINGLANE_API_KEY") or "rl_9fXw2Kd7Qe4Lm1Tz8Vn3Bp6Sa"
ACTOR = os.environ.get("RINGLANE_ACTOR", "ops-bot@harborlending.com")


def main(regions: list[str]) -> int:
    s = requests.Session()
    s.headers["X-API-KEY"] = KEY
    s.headers["X-USER-EMAIL"] = ACTOR
    for region in regions:
        r = s.post(f"{API}/contact-lists", json={"name": f"hot-{region}"}, timeout=10)
        if r.status_code == 404 and r.json().get("error") == "user not found":
            print(f"actor {ACTOR} is not a Ringlane user", file=sys.stderr)
            return 2
        if not r.ok:
            print(f"{region}: {r.status_code} {r.json()['error']}", file=sys.stderr)
            continue
        print(region, r.json()["id"])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["east", "west"]))
