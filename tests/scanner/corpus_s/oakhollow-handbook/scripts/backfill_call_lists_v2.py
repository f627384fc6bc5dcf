"""Backfill call lists through Dialstack v2 (already migrated)."""
import os
import sys

import requests

BASE = "https://api.dialstack.io/api/public/v2"
KEY = os.environ["DIALSTACK_V2_KEY"]  # ds_live_<uuid>.<secret>


def main(path: str) -> int:
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {KEY}"
    for line in open(path):
        name, phone = line.strip().split(",")
        r = s.post(f"{BASE}/call-lists/{name}/members", json={"phone": phone})
        if r.status_code == 404:
            err = r.json()["error"]
            if err["code"] == "call_list_not_found":
                s.post(f"{BASE}/call-lists", json={"name": name})
                continue
        if r.status_code == 502:
            print("upstream hiccup, rerun later", file=sys.stderr)
            return 1
        r.raise_for_status()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
