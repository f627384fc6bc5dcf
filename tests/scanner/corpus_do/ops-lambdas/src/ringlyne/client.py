"""Thin wrapper around the Ringlyne public API."""
from __future__ import annotations

from urllib.parse import quote

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from .constants import (
    BASE_URL,
    CONTACT_LISTS_PATH,
    DEFAULT_TIMEOUT_SECONDS,
    HEADER_ACTING_USER,
    HEADER_API_KEY,
    RETRYABLE_STATUSES,
)
from .errors import error_from_response


class RinglyneClient:
    def __init__(self, api_key: str, acting_user: str, base_url: str = BASE_URL):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        retry = Retry(
            total=3,
            backoff_factor=0.5,
            status_forcelist=RETRYABLE_STATUSES,
            allowed_methods=frozenset({"GET", "POST", "DELETE", "PATCH"}),
        )
        self.session.mount("https://", HTTPAdapter(max_retries=retry))
        self.session.headers.update(
            {
                HEADER_API_KEY: api_key,
                HEADER_ACTING_USER: acting_user,
                "Accept": "application/json",
                "User-Agent": "tidewater-ops-lambdas/1.4",
            }
        )

    def _request(self, method: str, path: str, **kwargs):
        resp = self.session.request(
            method, self.base_url + path, timeout=DEFAULT_TIMEOUT_SECONDS, **kwargs
        )
        if resp.status_code >= 400:
            raise error_from_response(resp)
        return resp.json() if resp.content else None

    def list_contact_lists(self) -> list[dict]:
        return self._request("GET", CONTACT_LISTS_PATH)["data"]

    def get_contact_list(self, list_id: str) -> dict:
        return self._request("GET", f"{CONTACT_LISTS_PATH}/{list_id}")

    def append_contacts(self, list_id: str, phones: list[str]) -> dict:
        payload = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", f"{CONTACT_LISTS_PATH}/{list_id}/contacts", json=payload)

    def remove_contact(self, list_id: str, phone: str) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{quote(phone)}")
