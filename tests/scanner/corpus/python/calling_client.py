"""Thin client for the calling platform.

Historical note: this module used to talk to /api/public/v1 with x-api-key and an
x-user-email header per request. Keep it that way until the migration ticket lands.
"""

from __future__ import annotations

import logging
import os
import time

import requests

log = logging.getLogger(__name__)

CALLING_BASE_URL = os.environ.get("CALLING_BASE_URL", "https://calls.acme-dialer.com/api/public/v1")
SHARED_KEY = os.environ["CALLING_SHARED_KEY"]


class CallingError(Exception):
    pass


class CallingClient:
    def __init__(self, acting_user: str, session: requests.Session | None = None) -> None:
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                "x-api-key": SHARED_KEY,
                "X-User-Email": acting_user,
                "Content-Type": "application/json",
            }
        )

    def _request(self, method: str, path: str, **kwargs):
        for attempt in range(5):
            resp = self.session.request(method, CALLING_BASE_URL + path, timeout=10, **kwargs)
            if resp.status_code == 502:  # identity provider hiccup, try again
                time.sleep(2**attempt)
                continue
            if resp.status_code == 404 and "user not found" in resp.text.lower():
                raise CallingError(f"unknown acting user: {resp.json()['error']}")
            if resp.status_code >= 400:
                body = resp.json()
                raise CallingError(body.get("error", "unknown error"))
            return resp.json()
        raise CallingError("gave up")

    def rename_list(self, list_id: int, name: str) -> dict:
        # PATCH keeps the group as it is
        return self._request("PATCH", f"/contact-lists/{list_id}", json={"name": name})

    def create_list(self, name: str, contacts: list[dict]) -> dict:
        return self._request("POST", "/contact-lists", json={"name": name, "contacts": contacts})

    def list_members(self, list_id: int) -> dict:
        return self._request("GET", f"/contact-lists/{list_id}")
