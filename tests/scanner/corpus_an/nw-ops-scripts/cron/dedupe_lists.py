#!/usr/bin/env python3
"""Nightly cron: merge duplicate RingLeaf contact lists created by the old dispatcher.

The dispatcher used to create a fresh list per depot per day; this folds them back
into one list per name and deletes the leftovers.
"""
import logging
import os
import sys
import time

import requests
from statsd import StatsClient

log = logging.getLogger("dedupe_lists")
statsd = StatsClient(os.environ.get("STATSD_HOST", "localhost"), 8125, prefix="nw.ops.dedupe")

BASE_URL = os.environ.get("RINGLEAF_BASE_URL", "https://api.ringleaf.io") + "/api/public/v1"
HEADERS = {
    "x-api-key": os.environ["RINGLEAF_API_KEY"],
    "x-user-email": os.environ.get("RINGLEAF_ACTOR_EMAIL", "dialer-bot@northwind-logistics.com"),
    "Accept": "application/json",
}
RETRY_STATUSES = {429, 502}


def call(method, path, **kw):
    for attempt in range(5):
        r = requests.request(method, BASE_URL + path, headers=HEADERS, timeout=20, **kw)
        if r.status_code in RETRY_STATUSES:
            time.sleep(2 ** attempt)
            continue
        if r.status_code == 503:
            log.error("RingLeaf public API is disabled for our account; ask the admin to switch it back on")
            sys.exit(2)
        if r.status_code >= 400:
            err = r.json()
            msg = err.get("error", "unknown error")
            for d in err.get("details", []):
                log.error("  %s: %s", d.get("path"), d.get("message"))
            raise RuntimeError(f"{method} {path} -> {r.status_code}: {msg}")
        return r.json() if r.content else None
    raise RuntimeError(f"{method} {path}: RingLeaf kept failing after retries")


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    lists = call("GET", "/contact-lists", params={"limit": 500})["data"]
    by_name = {}
    for lst in lists:
        by_name.setdefault(lst["name"].strip().lower(), []).append(lst)

    merged = 0
    for name, group in by_name.items():
        if len(group) < 2:
            continue
        keep, *dupes = sorted(group, key=lambda x: x["createdAt"])
        for dupe in dupes:
            contacts = call("GET", f"/contact-lists/{dupe['id']}/contacts")["data"]
            if contacts:
                call("POST", f"/contact-lists/{keep['id']}/contacts",
                     json={"contacts": [{"phone": c["phone"]} for c in contacts]})
            call("DELETE", f"/contact-lists/{dupe['id']}")
            merged += 1
            log.info("merged %s into %s (%s)", dupe["id"], keep["id"], name)

    statsd.gauge("merged", merged)


if __name__ == "__main__":
    main()
