#!/usr/bin/env python3
"""Backfill do-not-call flags via the Ringvale v2 API (already migrated)."""
import os

import requests

BASE = "https://api.ringvale.io/api/public/v2"
KEY = os.environ["RINGVALE_V2_KEY"]  # rvk_live_<uuid>.<secret>


def mark_dnc(phone):
    r = requests.post(
        f"{BASE}/dnc-entries",
        headers={"Authorization": f"Bearer {KEY}"},
        json={"phone": phone, "reason": "customer_request"},
        timeout=20,
    )
    if r.status_code == 409:
        return
    if r.status_code >= 400:
        err = r.json()["error"]
        raise SystemExit(f"{err['code']}: {err['message']}")


if __name__ == "__main__":
    with open("dnc.txt") as fh:
        for line in fh:
            mark_dnc(line.strip())
