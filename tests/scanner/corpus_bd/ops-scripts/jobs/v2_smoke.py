"""Smoke test for the Dialhub v2 API (already migrated).

Run: python jobs/v2_smoke.py
"""
import os
import sys

import requests

BASE = os.environ.get("DIALHUB_V2_BASE_URL", "https://api.dialhub.io/api/public/v2")
KEY = os.environ["DIALHUB_V2_KEY"]  # nwd_live_<uuid>.<secret>


def main():
    r = requests.get(
        f"{BASE}/audiences",
        headers={"Authorization": f"Bearer {KEY}", "Accept": "application/json"},
        timeout=10,
    )
    if r.status_code >= 400:
        err = r.json().get("error", {})
        print(f"v2 smoke failed: {err.get('code')} - {err.get('message')}", file=sys.stderr)
        if r.status_code == 503:
            print("dialhub v2 is down, check status.dialhub.io", file=sys.stderr)
        return 1
    print(f"ok, {len(r.json()['data'])} audiences visible")
    return 0


if __name__ == "__main__":
    sys.exit(main())
