#!/usr/bin/env python3
"""Remove numbers on the internal do-not-call register from every CallHarbor list."""
import csv
import os
import sys
import time

import requests

BASE = os.environ.get("CALLHARBOR_BASE_URL", "https://api.callharbor.com/api/public/v1")
HEADERS = {
    "x-api-key": os.environ["CALLHARBOR_API_KEY"],
    "x-user-email": os.environ.get("CH_ACTING_EMAIL", "ops-bot@kestrelmutual.com"),
}


def purge(list_id: str, phone: str) -> bool:
    url = f"{BASE}/contact-lists/{list_id}/contacts/{phone}"
    for _ in range(3):
        resp = requests.delete(url, headers=HEADERS, timeout=15)
        if resp.status_code == 502:
            time.sleep(20)
            continue
        if resp.status_code == 404:
            return False
        if resp.status_code >= 400:
            print(f"{phone}: {resp.json().get('error')}", file=sys.stderr)
            return False
        return True
    return False


def main(path: str) -> None:
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    removed = sum(purge(r["list_id"], r["phone"]) for r in rows)
    print(f"removed {removed}/{len(rows)}")


if __name__ == "__main__":
    main(sys.argv[1])
