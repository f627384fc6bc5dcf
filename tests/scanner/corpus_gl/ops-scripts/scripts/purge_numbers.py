#!/usr/bin/env python3
"""Remove Do-Not-Call numbers from Dialfield contact lists.

Runs nightly from cron after the DNC export lands in /data/dnc.
"""
import argparse
import csv
import logging
import time
from urllib.parse import quote

from _dialfield import check, load_config, make_session

log = logging.getLogger("purge_numbers")


def parse_args():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--csv", required=True, help="DNC export with a 'phone' column")
    p.add_argument("--list-id", type=int, action="append", help="limit to these lists (repeatable)")
    p.add_argument("--config", default=None)
    p.add_argument("--dry-run", action="store_true")
    p.add_argument("-v", "--verbose", action="store_true")
    return p.parse_args()


def all_list_ids(http, base):
    resp = check(http.get(f"{base}/contact-lists", params={"per_page": 200}, timeout=30))
    return [row["id"] for row in resp.json()["items"]]


def delete_number(http, base, list_id, phone, attempts=4):
    url = f"{base}/contact-lists/{list_id}/contacts/{quote(phone, safe='')}"
    for attempt in range(1, attempts + 1):
        resp = http.delete(url, timeout=30)
        if resp.status_code in (429, 502) and attempt < attempts:
            wait = int(resp.headers.get("Retry-After", 2 ** attempt))
            log.info("list %s: %s, retrying in %ss", list_id, resp.status_code, wait)
            time.sleep(wait)
            continue
        if resp.status_code == 404 and resp.json().get("error") == "contact not found":
            return False  # number was never on this list
        check(resp)
        return True
    return False


def main():
    args = parse_args()
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(asctime)s %(levelname)s %(message)s")
    cfg = load_config(args.config)
    http = make_session(cfg)
    with open(args.csv, newline="") as fh:
        phones = sorted({row["phone"].strip() for row in csv.DictReader(fh) if row.get("phone")})
    list_ids = args.list_id or all_list_ids(http, cfg["base_url"])
    removed = 0
    for list_id in list_ids:
        for phone in phones:
            if args.dry_run:
                log.info("[dry-run] would remove %s from %s", phone, list_id)
                continue
            removed += delete_number(http, cfg["base_url"], list_id, phone)
    log.info("done: %d removals across %d lists", removed, len(list_ids))


if __name__ == "__main__":
    main()
