#!/usr/bin/env python3
"""Nightly: push today's call targets from the CRM into the regional Calloway lists."""
import os
import sys
import time

import requests

CALLOWAY_BASE = os.getenv("CALLOWAY_BASE", "https://api.calloway.app")
API_VERSION = "v1"
CALLOWAY_URL = f"{CALLOWAY_BASE}/api/public/{API_VERSION}"
MAILJET_URL = "https://api.mailjet.com/v3/REST/contactslist"
CRM_URL = "https://crm.quarryfreight.net/api/v1"

RETRYABLE = {429, 502}


class CallowayError(Exception):
    def __init__(self, status, payload):
        self.status = status
        self.message = payload.get("error", "") if isinstance(payload, dict) else str(payload)
        self.details = payload.get("details", []) if isinstance(payload, dict) else []
        super().__init__(f"{status}: {self.message}")


def calloway(method, path, **kw):
    headers = {
        "x-api-key": os.environ["CALLOWAY_API_KEY"],
        "x-user-id": os.environ["CALLOWAY_USER_ID"],
    }
    for attempt in range(4):
        r = requests.request(method, CALLOWAY_URL + path, headers=headers, timeout=20, **kw)
        if r.status_code in RETRYABLE:
            time.sleep(2 ** attempt)
            continue
        break
    if r.status_code >= 400:
        raise CallowayError(r.status_code, r.json() if r.content else {})
    return r.json() if r.content else None


def crm_targets(region):
    r = requests.get(
        f"{CRM_URL}/call-targets",
        params={"region": region, "date": time.strftime("%Y-%m-%d")},
        headers={"x-api-key": os.environ["CRM_SERVICE_KEY"], "X-User-Email": "sync-bot@quarryfreight.net"},
        timeout=30,
    )
    if r.status_code == 503:
        print("CRM in maintenance, skipping", file=sys.stderr)
        return []
    r.raise_for_status()
    return [t["phone"] for t in r.json()["targets"]]


def mailjet_lists():
    # Mailjet has its own contact lists; only used for the email follow-up report
    r = requests.get(MAILJET_URL, auth=(os.environ["MJ_APIKEY_PUBLIC"], os.environ["MJ_APIKEY_PRIVATE"]), timeout=20)
    r.raise_for_status()
    return r.json()["Data"]


def main():
    lists = {l["name"]: l["id"] for l in calloway("GET", "/contact-lists", params={"limit": 100})["data"]}
    failures = 0
    for name, list_id in lists.items():
        if not name.startswith("outbound-"):
            continue
        phones = crm_targets(name.removeprefix("outbound-"))
        if not phones:
            continue
        try:
            calloway("POST", f"/contact-lists/{list_id}/contacts", json={"contacts": [{"phone": p} for p in phones]})
        except CallowayError as e:
            if e.status == 404 and e.message == "user not found":
                print("CALLOWAY_USER_ID is not provisioned in Calloway's IdP", file=sys.stderr)
                return 2
            if e.status == 503:
                print("Calloway API disabled on server side; ask the account admin", file=sys.stderr)
                return 2
            for d in e.details:
                print(f"  {d['path']}: {d['message']}", file=sys.stderr)
            failures += 1
    print(f"synced {len(lists)} lists, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
