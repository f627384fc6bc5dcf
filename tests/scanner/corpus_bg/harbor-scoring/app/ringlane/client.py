from __future__ import annotations

import logging
from typing import Iterable

import httpx

from app.config import get_settings
from .errors import RinglaneError

log = logging.getLogger(__name__)

USER_HEADER = "X-User-Id"


class RinglaneClient:
    def __init__(self, api_key: str | None = None, base_url: str | None = None):
        s = get_settings()
        self._http = httpx.Client(
            base_url=base_url or s.ringlane_base_url,
            timeout=s.ringlane_timeout_s,
            headers={"x-api-key": api_key or s.ringlane_api_key},
        )

    def _request(self, method: str, path: str, acting_sub: str, **kw) -> httpx.Response:
        resp = self._http.request(method, path, headers={USER_HEADER: acting_sub}, **kw)
        if resp.status_code >= 400:
            try:
                payload = resp.json()
            except ValueError:
                payload = None
            if resp.status_code == 503:
                log.error("Ringlane says the public API is disabled for this account")
            raise RinglaneError.from_response(resp.status_code, payload)
        return resp

    def get_list(self, list_id: str, acting_sub: str) -> dict:
        return self._request("GET", f"/contact-lists/{list_id}", acting_sub).json()

    def create_list(self, name: str, acting_sub: str) -> dict:
        return self._request("POST", "/contact-lists", acting_sub, json={"name": name}).json()

    def append_contacts(self, list_id: str, phones: Iterable[str], acting_sub: str) -> None:
        body = {"contacts": [{"phone": p} for p in phones]}
        self._request("POST", f"/contact-lists/{list_id}/contacts", acting_sub, json=body)

    def remove_contact(self, list_id: str, phone: str, acting_sub: str) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{phone}", acting_sub)

    def close(self) -> None:
        self._http.close()
