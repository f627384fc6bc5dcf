#!/usr/bin/env python3
"""Nightly: push HubSpot 'ready to call' contacts into a Ringlane contact list."""
import os
import sys
import time

import requests
from dotenv import load_dotenv

load_dotenv()

RINGLANE_BASE = os.getenv("RINGLANE_BASE", "https://api.ringlane.io/api/public/v1")
RINGLANE_KEY = os.environ["RINGLANE_API_KEY"]
# Okta user id of the sales-ops service user
ACTING_USER_ID = os.getenv("RINGLANE_ACTING_USER_ID", "00u1x2y3z4AbCdEf5h7")


class RinglaneError(Exception):
    pass


def _session():
    s = requests.Session()
    s.headers.update({
        "x-api-key": RINGLANE_KEY,
        "x-user-id": ACTING_USER_ID,
        "Accept": "application/json",
    })
    return s


def _call(s, method, path, **kw):
    for attempt in range(4):
        resp = s.request(method, f"{RINGLANE_BASE}{path}", timeout=15, **kw)
        if resp.status_code == 502:
            # identity provider hiccup on their side
            time.sleep(2 ** attempt)
            continue
        if resp.status_code == 503:
            raise RinglaneError("Ringlane public API is disabled for our workspace")
        if resp.ok:
            return resp.json() if resp.content else None
        payload = resp.json()
        if resp.status_code == 404 and payload.get("error") == "user not found":
            raise RinglaneError(f"acting user {ACTING_USER_ID} is not in Ringlane")
        msg = payload["error"]
        for d in payload.get("details", []):
            msg += f"\n  {d['path']}: {d['message']}"
        raise RinglaneError(msg)
    raise RinglaneError("gave up after retries")


def find_or_create_list(s, name):
    lists = _call(s, "GET", "/contact-lists", params={"limit": 200})["items"]
    for cl in lists:
        if cl["name"] == name:
            return cl["id"]
    return _call(s, "POST", "/contact-lists", json={"name": name})["id"]


def main():
    from hubspot_export import ready_to_call_phones

    s = _session()
    list_id = find_or_create_list(s, time.strftime("hubspot-%Y-%m-%d"))
    phones = ready_to_call_phones()
    for i in range(0, len(phones), 500):
        _call(s, "POST", f"/contact-lists/{list_id}/contacts", json={"phones": phones[i:i + 500]})
    print(f"pushed {len(phones)} phones to {list_id}")


if __name__ == "__main__":
    sys.exit(main())
