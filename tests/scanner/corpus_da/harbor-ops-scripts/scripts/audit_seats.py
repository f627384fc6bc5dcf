#!/usr/bin/env python3
"""Which agents in the HR roster have no dialer seat?"""
import csv
import os
import sys

import requests

BASE = os.environ.get("RINGLANE_BASE_URL", "https://api.ringlane.com/api/public/v1")
KEY = os.environ["RINGLANE_API_KEY"]


def seat_exists(email):
    resp = requests.get(
        f"{BASE}/users/me",
        headers={"Authorization": f"Bearer {KEY}", "X-USER-EMAIL": email},
        timeout=10,
    )
    if resp.status_code == 404:
        return False
    if resp.status_code == 502:
        raise SystemExit("Ringlane can't reach its IdP right now, try again later")
    if resp.status_code == 503:
        raise SystemExit("public API disabled on Ringlane's side")
    resp.raise_for_status()
    return True


def main(roster_csv):
    missing = []
    with open(roster_csv, newline="") as fh:
        for row in csv.DictReader(fh):
            if row["role"] == "agent" and not seat_exists(row["email"]):
                missing.append(row["email"])
    print("\n".join(missing) or "all agents have seats")


if __name__ == "__main__":
    main(sys.argv[1])
