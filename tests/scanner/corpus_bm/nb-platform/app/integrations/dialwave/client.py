from __future__ import annotations

import logging
from typing import Any, Iterable

import httpx
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

from . import constants as c
from .errors import DialwaveError, from_response

log = logging.getLogger(__name__)


def _is_retryable(exc: BaseException) -> bool:
    return isinstance(exc, DialwaveError) and exc.status in c.RETRYABLE_STATUSES


class DialwaveClient:
    def __init__(self, api_key: str, base_url: str = c.BASE_URL, http: httpx.Client | None = None):
        self._base_url = base_url.rstrip("/")
        self._http = http or httpx.Client(timeout=c.TIMEOUT_SECONDS)
        self._api_key = api_key

    def _headers(self, acting_email: str) -> dict[str, str]:
        return {
            c.API_KEY_HEADER: self._api_key,
            c.ACTING_USER_HEADER: acting_email,
            "Accept": "application/json",
        }

    @retry(
        retry=retry_if_exception(_is_retryable),
        stop=stop_after_attempt(c.MAX_RETRIES),
        wait=wait_exponential(multiplier=0.5, max=8),
        reraise=True,
    )
    def _request(self, method: str, path: str, acting_email: str, **kwargs: Any) -> Any:
        url = f"{self._base_url}{path}"
        resp = self._http.request(method, url, headers=self._headers(acting_email), **kwargs)
        if resp.is_success:
            return resp.json() if resp.content else None
        log.warning("dialwave %s %s -> %s", method, path, resp.status_code)
        raise from_response(resp)

    # ---- contact lists -------------------------------------------------
    def list_contact_lists(self, acting_email: str) -> list[dict]:
        return self._request("GET", "/contact-lists", acting_email)["data"]

    def create_contact_list(self, acting_email: str, name: str, owner_email: str) -> dict:
        body = {"name": name, "owner": owner_email}
        return self._request("POST", "/contact-lists", acting_email, json=body)

    def get_contact_list(self, acting_email: str, list_id: str) -> dict:
        return self._request("GET", f"/contact-lists/{list_id}", acting_email)

    def rename_contact_list(self, acting_email: str, list_id: str, name: str) -> dict:
        return self._request("PATCH", f"/contact-lists/{list_id}", acting_email, json={"name": name})

    def delete_contact_list(self, acting_email: str, list_id: str) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}", acting_email)

    def add_contacts(self, acting_email: str, list_id: str, phones: Iterable[str]) -> dict:
        payload = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", f"/contact-lists/{list_id}/contacts", acting_email, json=payload)

    def remove_contact(self, acting_email: str, list_id: str, phone: str) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{phone}", acting_email)
