#!/usr/bin/env python3
"""Export Ringlane contact lists to CSV for finance (monthly)."""
import csv
import os
import sys

import requests

API_VERSION = "v1"
HOST = os.environ.get("RINGLANE_HOST", "https://api.ringlane.com")
LISTS_URL = f"{HOST}/api/public/{API_VERSION}/contact-lists"


def main(out_path):
    headers = {
        "Authorization": f"Bearer {os.environ['RINGLANE_API_KEY']}",
        "X-USER-EMAIL": os.environ.get("RINGLANE_ACTING_EMAIL", "finance-bot@orchardly.com"),
    }
    r = requests.get(LISTS_URL, headers=headers, params={"per_page": 500}, timeout=30)
    if r.status_code == 502:
        sys.exit("Ringlane could not reach Auth0, try again in a minute")
    r.raise_for_status()
    with open(out_path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "name", "contacts", "owner"])
        for item in r.json()["items"]:
            w.writerow([item["id"], item["name"], item["contact_count"], item["owner_email"]])


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "ringlane_lists.csv")
