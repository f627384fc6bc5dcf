from __future__ import annotations

import logging
import time
from typing import Any, Iterable
from urllib.parse import quote

import requests
from django.conf import settings

from . import constants as c
from .errors import RingboltError, from_response

log = logging.getLogger(__name__)


class RingboltClient:
    def __init__(self, host: str, api_key: str, acting_user: str, timeout: float = 8.0):
        self.base_url = host.rstrip("/") + c.API_PATH_TEMPLATE.format(version=c.API_VERSION)
        self.acting_user = acting_user
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers.update(
            {
                c.HEADER_API_KEY: api_key,
                c.HEADER_ACTING_USER: acting_user,
                "Accept": "application/json",
                "User-Agent": "ferncastle-core/4",
            }
        )

    def _request(self, method: str, path: str, **kwargs: Any) -> Any:
        url = self.base_url + path
        for attempt in range(c.MAX_RETRIES + 1):
            resp = self.session.request(method, url, timeout=self.timeout, **kwargs)
            if resp.status_code in c.RETRYABLE_STATUSES and attempt < c.MAX_RETRIES:
                delay = 2**attempt
                log.warning("ringbolt %s %s -> %s, retrying in %ss", method, path, resp.status_code, delay)
                time.sleep(delay)
                continue
            if resp.status_code >= 400:
                raise from_response(resp)
            return resp.json() if resp.content else None
        raise RingboltError(599, "retries exhausted")

    # -- contact lists -------------------------------------------------------
    def list_contact_lists(self) -> list[dict]:
        return self._request("GET", c.CONTACT_LISTS)["data"]

    def create_contact_list(self, name: str, owner_email: str) -> dict:
        return self._request("POST", c.CONTACT_LISTS, json={"name": name, "owner": owner_email})

    def rename_contact_list(self, list_id: str, name: str) -> dict:
        return self._request("PATCH", c.CONTACT_LIST_DETAIL.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id: str) -> None:
        self._request("DELETE", c.CONTACT_LIST_DETAIL.format(list_id=list_id))

    def add_phones(self, list_id: str, phones: Iterable[str]) -> dict:
        payload = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", c.CONTACT_LIST_CONTACTS.format(list_id=list_id), json=payload)

    def remove_phone(self, list_id: str, phone: str) -> None:
        path = c.CONTACT_LIST_CONTACT_BY_PHONE.format(list_id=list_id, phone=quote(phone))
        self._request("DELETE", path)

    def ping(self) -> bool:
        """Used by /internal/health/; bypasses the session so it works with a fresh key."""
        resp = requests.get(
            self.base_url + c.CONTACT_LISTS,
            params={"limit": 1},
            headers={
                "X-API-Key": settings.RINGBOLT_API_KEY,
                "X-User-Email": settings.RINGBOLT_SERVICE_USER_EMAIL,
            },
            timeout=3,
        )
        return resp.ok

    # -- calls -----------------------------------------------------------------
    def recent_calls(self, since_iso: str) -> list[dict]:
        return self._request("GET", c.CALLS, params={"since": since_iso})["data"]


def get_client(acting_user: str | None = None) -> RingboltClient:
    return RingboltClient(
        host=settings.RINGBOLT_HOST,
        api_key=settings.RINGBOLT_API_KEY,
        acting_user=acting_user or settings.RINGBOLT_SERVICE_USER_EMAIL,
        timeout=settings.RINGBOLT_TIMEOUT_SECONDS,
    )
