"""Mailwise (email marketing) audience sync -- unrelated to Dialwave."""
import os

import requests

MAILWISE_URL = "https://api.mailwise.com/v1"
HEADERS = {"x-api-key": os.environ.get("MAILWISE_API_KEY", ""), "Content-Type": "application/json"}


def upsert_list(name: str, emails: list[str]) -> str:
    r = requests.post(f"{MAILWISE_URL}/contact-lists", json={"name": name}, headers=HEADERS, timeout=20)
    if r.status_code == 503:
        raise RuntimeError("Mailwise maintenance window")
    list_id = r.json()["id"]
    requests.post(f"{MAILWISE_URL}/contact-lists/{list_id}/contacts", json={"emails": emails}, headers=HEADERS, timeout=60)
    return list_id
