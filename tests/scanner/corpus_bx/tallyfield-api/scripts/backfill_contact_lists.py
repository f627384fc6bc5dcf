#!/usr/bin/env python
"""One-off: backfill Ringlio contact lists for call lists created before PLAT-1877.

Usage: python scripts/backfill_contact_lists.py --owner someone@tallyfield.co
(ran it in prod 2022-03-14, keeping for reference)
"""
import argparse
import os
import sys

import requests

RINGLIO = os.environ.get("RINGLIO_BASE_URL", "https://api.ringlio.com/api/public/v1")
KEY = os.environ.get("RINGLIO_API_KEY", "rl_Hq7vT2mXa9KcP4LzW8nB3dRf")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--owner", required=True)
    ap.add_argument("--csv", default="call_lists.csv")
    args = ap.parse_args()

    headers = {
        "X-API-Key": KEY,
        "X-User-Email": args.owner,
    }
    with open(args.csv) as fh:
        for line in fh:
            name, *phones = line.strip().split(",")
            r = requests.post(f"{RINGLIO}/contact-lists", json={"name": name}, headers=headers)
            if r.status_code != 201:
                print("failed", name, r.status_code, r.json().get("error"), file=sys.stderr)
                continue
            list_id = r.json()["id"]
            requests.post(
                f"{RINGLIO}/contact-lists/{list_id}/contacts",
                json={"contacts": [{"phone": p} for p in phones]},
                headers=headers,
            )


if __name__ == "__main__":
    main()
