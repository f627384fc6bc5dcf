#!/usr/bin/env python3
"""Dump every Ringwell contact list (+ contacts) to ./out/lists.json for the v2 dry-run."""
import json
import os
import pathlib
import sys

import requests

API_VERSION = "v1"
BASE = f"https://api.ringwell.io/api/public/{API_VERSION}"
HEADERS = {
    "Authorization": f"Bearer {os.environ['RINGWELL_API_KEY']}",
    "x-user-email": os.environ.get("ACT_AS", "ops@tallyho.dev"),
}


def main() -> int:
    r = requests.get(f"{BASE}/contact-lists", headers=HEADERS, params={"limit": 200}, timeout=30)
    if r.status_code == 404:
        print("ACT_AS user not found in Ringwell:", r.json()["error"], file=sys.stderr)
        return 1
    r.raise_for_status()
    lists = r.json()["data"]
    for lst in lists:
        c = requests.get(f"{BASE}/contact-lists/{lst['id']}/contacts", headers=HEADERS, timeout=30)
        lst["contacts"] = c.json().get("data", [])
    out = pathlib.Path("out")
    out.mkdir(exist_ok=True)
    (out / "lists.json").write_text(json.dumps(lists, indent=2))
    print(f"wrote {len(lists)} lists")
    return 0


if __name__ == "__main__":
    sys.exit(main())
