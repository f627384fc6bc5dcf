import time

import requests

from . import constants as c
from .errors import CallvaneError


class CallvaneClient:
    def __init__(self, api_key: str, acting_user: str, base_url: str = c.API_BASE):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers.update(
            {
                c.HEADER_API_KEY: api_key,
                c.HEADER_ACTING_USER: acting_user,
                "Accept": "application/json",
            }
        )

    def _request(self, method: str, path: str, **kw):
        for attempt in range(4):
            resp = self.session.request(method, f"{self.base_url}{path}", timeout=c.TIMEOUT_SECONDS, **kw)
            if resp.status_code in c.RETRYABLE_STATUSES and attempt < 3:
                time.sleep(0.5 * 2**attempt)
                continue
            if resp.status_code >= 400:
                raise CallvaneError.from_response(resp)
            return resp.json() if resp.content else None

    def get_list(self, list_id: str) -> dict:
        return self._request("GET", f"/contact-lists/{list_id}")

    def add_contacts(self, list_id: str, phones: list[str]) -> dict:
        payload = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", f"/contact-lists/{list_id}/contacts", json=payload)

    def remove_contact(self, list_id: str, phone: str) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")
