"""Thin client for the Callvista public API (dialer call lists)."""
from __future__ import annotations

import logging
from typing import Iterable

from ..settings import CallvistaSettings
from .base import build_session, join_url, timed
from .errors import callvista_error_from

log = logging.getLogger(__name__)

CALLVISTA_RETRY_STATUSES = (429, 502)


class CallvistaClient:
    def __init__(self, settings: CallvistaSettings):
        self._base = settings.base_url
        self._timeout = settings.timeout_s
        self._session = build_session(
            headers={
                "x-api-key": settings.api_key,
                "x-user-email": settings.acting_user,
                "Accept": "application/json",
            },
            retry_statuses=CALLVISTA_RETRY_STATUSES,
        )

    def _request(self, method: str, path: str, **kwargs):
        resp = self._session.request(method, join_url(self._base, path), timeout=self._timeout, **kwargs)
        if resp.status_code >= 400:
            raise callvista_error_from(resp)
        return resp.json() if resp.content else None

    @timed("callvista.list_lists")
    def list_call_lists(self, page: int = 1) -> list[dict]:
        return self._request("GET", "/contact-lists", params={"page": page})["data"]

    def get_call_list(self, list_id: str) -> dict:
        return self._request("GET", f"/contact-lists/{list_id}")

    def create_call_list(self, name: str, owner_email: str) -> dict:
        payload = {"name": name, "owner": owner_email, "source": "tw-crm-sync"}
        return self._request("POST", "/contact-lists", json=payload)

    def rename_call_list(self, list_id: str, name: str) -> dict:
        return self._request("PATCH", f"/contact-lists/{list_id}", json={"name": name})

    def add_phones(self, list_id: str, phones: Iterable[str]) -> int:
        contacts = [{"phone": p} for p in phones]
        result = self._request("POST", f"/contact-lists/{list_id}/contacts", json={"contacts": contacts})
        return int(result.get("added", 0))

    def remove_phone(self, list_id: str, phone: str) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")

    def delete_call_list(self, list_id: str) -> None:
        log.info("deleting callvista list %s", list_id)
        self._request("DELETE", f"/contact-lists/{list_id}?force=true")
