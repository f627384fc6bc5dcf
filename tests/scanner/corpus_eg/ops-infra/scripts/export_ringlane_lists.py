#!/usr/bin/env python3
"""Dump every Ringlane contact list (and its numbers) to CSV before the v2 cut-over.

    RINGLANE_API_KEY=... ./export_ringlane_lists.py --as sales-ops@brindlewood.shop out/
"""
import argparse
import csv
import os
import sys
import time
from pathlib import Path

import requests

BASE = os.environ.get("RINGLANE_BASE_URL", "https://api.ringlane.io/api/public/v1")


def get(session, path, **params):
    for attempt in range(5):
        r = session.get(BASE + path, params=params, timeout=30)
        if r.status_code in (429, 502):
            time.sleep(2 ** attempt)
            continue
        if r.status_code == 503:
            sys.exit("Ringlane public API is disabled for this account; ask Ringlane support")
        if r.status_code >= 400:
            err = r.json()
            sys.exit(f"{r.status_code} {err['error']} {err.get('details', [])}")
        return r.json()
    sys.exit("gave up after retries")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--as", dest="acting", required=True)
    ap.add_argument("outdir", type=Path)
    args = ap.parse_args()

    s = requests.Session()
    s.headers["x-api-key"] = os.environ["RINGLANE_API_KEY"]
    s.headers["x-user-email"] = args.acting

    args.outdir.mkdir(parents=True, exist_ok=True)
    page = 1
    while True:
        data = get(s, "/contact-lists", page=page, per_page=100)
        for lst in data["items"]:
            contacts = get(s, f"/contact-lists/{lst['id']}/contacts", per_page=5000)
            with open(args.outdir / f"{lst['id']}.csv", "w", newline="") as fh:
                w = csv.writer(fh)
                w.writerow(["phone", "added_at"])
                for c in contacts["items"]:
                    w.writerow([c["phone"], c.get("added_at", "")])
            print(f"{lst['id']}: {lst['name']} ({len(contacts['items'])})")
        if not data.get("next_page"):
            break
        page += 1


if __name__ == "__main__":
    main()
