#!/usr/bin/env python3
"""Delete stale Ringlane contact lists (older than N days, zero remaining contacts)."""
import argparse
import datetime as dt
import os

import requests

BASE = os.getenv("RINGLANE_BASE_URL", "https://api.ringlane.io/api/public/v1")
HEADERS = {
    "X-API-KEY": os.environ["RINGLANE_API_KEY"],
    "X-USER-ID": os.environ.get("RINGLANE_ACTOR_ID", "00u1f9x2kzPLATFORM"),
}


def stale_lists(max_age_days):
    cutoff = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=max_age_days)
    r = requests.get(f"{BASE}/contact-lists", headers=HEADERS, timeout=20)
    r.raise_for_status()
    for cl in r.json()["data"]:
        created = dt.datetime.fromisoformat(cl["created_at"].replace("Z", "+00:00"))
        if created < cutoff and cl.get("size", 0) == 0:
            yield cl


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--max-age-days", type=int, default=90)
    ap.add_argument("--apply", action="store_true")
    args = ap.parse_args()
    for cl in stale_lists(args.max_age_days):
        print(f"stale: {cl['id']} {cl['name']}")
        if not args.apply:
            continue
        r = requests.delete(f"{BASE}/contact-lists/{cl['id']}", headers=HEADERS, timeout=20)
        if r.status_code == 404:
            continue
        if r.status_code >= 400:
            print(f"  failed: {r.json().get('error')}")


if __name__ == "__main__":
    main()
