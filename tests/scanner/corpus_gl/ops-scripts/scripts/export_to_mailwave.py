#!/usr/bin/env python3
"""Push closed-lost contacts from the warehouse export into a Mailwave contact list."""
import argparse
import configparser
import csv
import sys
import time

import requests

MAILWAVE_INI = "/etc/northbeam/mailwave.ini"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv_path")
    ap.add_argument("--list", dest="list_id", required=True)
    args = ap.parse_args()

    cp = configparser.ConfigParser()
    cp.read(MAILWAVE_INI)
    base = cp.get("mailwave", "base_url", fallback="https://api.mailwave.io/v1")
    headers = {"x-api-key": cp.get("mailwave", "api_key"), "x-user-email": "ops@northbeamoutdoor.com"}

    with open(args.csv_path, newline="") as fh:
        members = [{"email": r["email"], "first_name": r.get("first_name")} for r in csv.DictReader(fh)]

    url = f"{base}/contact-lists/{args.list_id}/members:batch"
    for i in range(0, len(members), 500):
        for _ in range(3):
            resp = requests.post(url, json={"members": members[i : i + 500]}, headers=headers, timeout=60)
            if resp.status_code in (502, 503):
                time.sleep(5)
                continue
            break
        if resp.status_code == 404:
            sys.exit(f"mailwave list {args.list_id} not found")
        if not resp.ok:
            sys.exit(f"mailwave error: {resp.json().get('error', resp.text)}")
    print(f"exported {len(members)} members")


if __name__ == "__main__":
    main()
