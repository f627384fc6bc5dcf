"""Dump Sendloop contact lists to CSV (for the quarterly marketing review)."""
import csv
import os
import sys

import requests

SENDLOOP = "https://api.sendloop.com/v1"
HEADERS = {"x-api-key": os.environ.get("SENDLOOP_API_KEY", "")}


def main(out="sendloop_lists.csv"):
    r = requests.get(f"{SENDLOOP}/contact-lists", headers=HEADERS, timeout=30)
    if r.status_code == 404:
        sys.exit("sendloop: account has no lists")
    if r.status_code >= 400:
        sys.exit(f"sendloop error: {r.json().get('error')}")
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "name", "subscribers"])
        for lst in r.json()["data"]:
            w.writerow([lst["id"], lst["name"], lst["subscriber_count"]])
    print("wrote", out)


if __name__ == "__main__":
    main(*sys.argv[1:])
