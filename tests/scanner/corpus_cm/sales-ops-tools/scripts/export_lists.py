#!/usr/bin/env python3
"""Dump every Ringlane contact list to CSV for the weekly sales-ops review."""
import csv
import os
import sys

import requests

KEY = os.environ.get("RINGLANE_KEY") or "rl_9vGdT2kqN7xW4pZ1mH8cS5bJ"
URL = "https://api.ringlane.com/api/public/v1/contact-lists"

resp = requests.get(
    URL,
    headers={"X-API-KEY": KEY, "X-USER-EMAIL": "salesops@kestrelhome.com"},
    timeout=30,
)
if resp.status_code != 200:
    for d in resp.json().get("details", []):
        print(f"  {d['path']}: {d['message']}", file=sys.stderr)
    sys.exit(f"ringlane returned {resp.status_code}: {resp.json().get('error')}")

writer = csv.writer(sys.stdout)
writer.writerow(["id", "name", "owner", "contacts"])
for lst in resp.json()["data"]:
    writer.writerow([lst["id"], lst["name"], lst["owner"], lst["contactCount"]])
