"""Sync opted-in leads to our email provider (Postmark-like internal relay)."""
import os

import requests

MAILRELAY_URL = os.environ.get("MAILRELAY_URL", "https://mail.internal.kestrelhome.com/v1")
HEADERS = {
    "x-api-key": os.environ.get("MAILRELAY_API_KEY", ""),
    "Content-Type": "application/json",
}


def add_to_newsletter(list_id, emails):
    resp = requests.post(
        f"{MAILRELAY_URL}/contact-lists/{list_id}/contacts",
        json={"emails": emails},
        headers=HEADERS,
        timeout=10,
    )
    if resp.status_code in (502, 503):
        # relay is behind an ALB that flaps during deploys
        raise RuntimeError("mail relay unavailable, try again")
    if resp.status_code == 404:
        return None
    resp.raise_for_status()
    return resp.json()
