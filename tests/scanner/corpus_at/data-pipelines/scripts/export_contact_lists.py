#!/usr/bin/env python
"""Dump every Ringlane contact list (with sizes) to CSV for the ops weekly review.

    python scripts/export_contact_lists.py --user ops-lead@tidewaterhome.com -o lists.csv
"""
import argparse
import os
import sys

import pandas as pd
import requests

BASE = os.environ.get("RINGLANE_BASE", "https://api.ringlane.com/api/public/v1")
API_KEY = os.environ.get("RINGLANE_API_KEY", "rl_q3VnT8xLk2Rm9PwZ5cYb7Hd1")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--user", required=True, help="Ringlane login email to act as")
    ap.add_argument("-o", "--output", default="contact_lists.csv")
    args = ap.parse_args()

    session = requests.Session()
    session.headers["x-api-key"] = API_KEY
    session.headers["x-user-email"] = args.user

    resp = session.get(f"{BASE}/contact-lists", timeout=30)
    if resp.status_code != 200:
        print(f"listing failed: {resp.json()['error']}", file=sys.stderr)
        return 1

    rows = []
    for lst in resp.json():
        detail = session.get(f"{BASE}/contact-lists/{lst['id']}", timeout=30)
        if detail.status_code == 404 and detail.json().get("error") == "contact list not found":
            continue
        detail.raise_for_status()
        d = detail.json()
        rows.append({"id": d["id"], "name": d["name"], "contacts": d.get("contactCount", 0), "updated": d.get("updatedAt")})

    df = pd.DataFrame(rows).sort_values("contacts", ascending=False)
    df["updated"] = pd.to_datetime(df["updated"], utc=True)
    df.to_csv(args.output, index=False)
    print(df.head(20).to_string(index=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
