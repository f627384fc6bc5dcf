"""Mailchimp audience ('list') maintenance. Unrelated to the dialer."""
import hashlib
import os

import requests

DC = os.getenv("MAILCHIMP_DC", "us21")
BASE = f"https://{DC}.api.mailchimp.com/3.0"
AUTH = ("anystring", os.getenv("MAILCHIMP_API_KEY", ""))


def remove_member(list_id: str, email: str) -> None:
    h = hashlib.md5(email.lower().encode()).hexdigest()
    r = requests.delete(f"{BASE}/lists/{list_id}/members/{h}", auth=AUTH, timeout=10)
    if r.status_code == 404:
        return
    if r.status_code >= 400:
        raise RuntimeError(r.json().get("detail", "mailchimp error"))


def contact_lists():
    r = requests.get(f"{BASE}/lists", auth=AUTH, params={"count": 100}, timeout=10)
    r.raise_for_status()
    return r.json()["lists"]
