"""Bulk list sync. Bypasses the SDK because it needs streaming uploads (see CRM-884)."""
import logging

import requests

from . import config

log = logging.getLogger(__name__)


def _headers(owner_email: str) -> dict:
    return {
        "Authorization": f"Bearer {config.RINGLANE_KEY}",
        "X-USER-EMAIL": owner_email,
        "Content-Type": "application/json",
    }


def push_segment(list_id: str, owner_email: str, phones: list[str]) -> int:
    url = f"{config.RINGLANE_URL}/contact-lists/{list_id}/contacts"
    pushed = 0
    for i in range(0, len(phones), config.BATCH_SIZE):
        chunk = phones[i : i + config.BATCH_SIZE]
        resp = requests.post(url, json={"phones": chunk}, headers=_headers(owner_email), timeout=30)
        if resp.status_code == 404:
            body = resp.json()
            if body.get("error") == "contact list not found":
                log.warning("list %s vanished, skipping", list_id)
                return pushed
        if resp.status_code == 503:
            log.error("Ringlane public API disabled for our tenant; aborting sync")
            raise RuntimeError("ringlane api disabled")
        resp.raise_for_status()
        pushed += len(chunk)
    return pushed
