#!/usr/bin/env python3
"""Weekly CSV of Dialfield contact list sizes for the RevOps review.

Quick & dirty - written before _dialfield.py existed.
"""
import argparse
import csv
import os
import sys

import requests

BASE = os.environ.get("DIALFIELD_URL", "https://api.dialfield.com/api/public/v1")
API_KEY = os.environ.get("DIALFIELD_API_KEY", "df_Q8nVb2LxT6kWp4ZrJ9sHd3Fm")
AS_USER = os.environ.get("DIALFIELD_AS", "revops-reports@northbeamoutdoor.com")


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("-o", "--out", default="-")
    ap.add_argument("--min-size", type=int, default=0)
    args = ap.parse_args()

    headers = {"x-api-key": API_KEY, "X-User-Email": AS_USER}
    resp = requests.get(f"{BASE}/contact-lists", headers=headers, params={"per_page": 500}, timeout=30)
    if resp.status_code == 502:
        sys.exit("Okta lookup failed on Dialfield's side (502) - rerun later")
    if resp.status_code != 200:
        sys.exit(f"Dialfield said {resp.status_code}: {resp.json()['error']}")

    out = sys.stdout if args.out == "-" else open(args.out, "w", newline="")
    w = csv.writer(out)
    w.writerow(["id", "name", "owner", "contacts"])
    for row in resp.json()["items"]:
        if row["contact_count"] >= args.min_size:
            w.writerow([row["id"], row["name"], row.get("owner_email", ""), row["contact_count"]])


if __name__ == "__main__":
    main()
