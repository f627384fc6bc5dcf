#!/usr/bin/env python3
"""Report phone numbers that appear in more than one Dialfront call list."""
import collections
import os
import sys

import requests

API = os.environ.get("DIALFRONT_URL", "https://api.dialfront.com/api/public/v1")
HEADERS = {
    "X-API-Key": os.environ["DIALFRONT_API_KEY"],
    "X-User-Id": os.environ.get("DIALFRONT_USER_ID", "00u1f8k2zq9XyT4Ab5d7"),
}


def get(path, **params):
    r = requests.get(API + path, headers=HEADERS, params=params, timeout=30)
    if r.status_code == 502:
        sys.exit("Dialfront could not reach its identity provider; try again in a minute")
    if r.status_code >= 400:
        sys.exit(f"{r.status_code}: {r.json().get('error')}")
    return r.json()


def main():
    seen = collections.defaultdict(set)
    for cl in get("/contact-lists", limit=500)["data"]:
        for c in get(f"/contact-lists/{cl['id']}/contacts", limit=5000)["data"]:
            seen[c["phone"]].add(cl["name"])
    for phone, names in sorted(seen.items()):
        if len(names) > 1:
            print(phone, ", ".join(sorted(names)))


if __name__ == "__main__":
    main()
