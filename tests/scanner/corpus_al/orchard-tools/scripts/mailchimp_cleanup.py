#!/usr/bin/env python3
"""Archive bounced members from Mailchimp audiences (not Ringlane!)."""
import hashlib
import os

import requests

DC = os.environ["MAILCHIMP_DC"]
BASE = f"https://{DC}.api.mailchimp.com/3.0"
AUTH = ("anystring", os.environ["MAILCHIMP_API_KEY"])


def archive(list_id, email):
    h = hashlib.md5(email.lower().encode()).hexdigest()
    r = requests.delete(f"{BASE}/lists/{list_id}/members/{h}", auth=AUTH, timeout=10)
    if r.status_code == 404:
        return False
    if r.status_code >= 500:
        raise RuntimeError(f"mailchimp {r.status_code}: {r.json().get('detail')}")
    return True


def bounced(list_id):
    r = requests.get(f"{BASE}/lists/{list_id}/members", params={"status": "cleaned", "count": 1000},
                     auth=AUTH, timeout=30)
    r.raise_for_status()
    return [m["email_address"] for m in r.json()["members"]]


if __name__ == "__main__":
    lid = os.environ["MAILCHIMP_LIST_ID"]
    for e in bounced(lid):
        archive(lid, e)
