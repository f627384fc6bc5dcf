"""Leadbox email nurture API. Their API shape is close to Callvista's, but it is a different vendor."""
from __future__ import annotations

from typing import Iterable

from ..settings import LeadboxSettings
from .base import build_session, join_url
from .errors import leadbox_error_from


class LeadboxClient:
    def __init__(self, settings: LeadboxSettings):
        self._base = settings.base_url
        self._session = build_session(
            headers={
                "x-api-key": settings.api_key,
                "x-user-email": "marketing-ops@tidewaterfoods.com",
                "Content-Type": "application/json",
            }
        )
        self._timeout = settings.timeout_s

    def _request(self, method: str, path: str, **kwargs):
        resp = self._session.request(method, join_url(self._base, path), timeout=self._timeout, **kwargs)
        if resp.status_code >= 400:
            raise leadbox_error_from(resp)
        return resp.json() if resp.content else None

    def list_contact_lists(self) -> list[dict]:
        return self._request("GET", "/contact-lists")["items"]

    def subscribe(self, list_id: str, emails: Iterable[str]) -> None:
        self._request("POST", f"/contact-lists/{list_id}/contacts", json={"emails": list(emails)})

    def unsubscribe(self, list_id: str, email: str) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{email}")
