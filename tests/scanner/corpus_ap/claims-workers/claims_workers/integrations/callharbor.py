"""Thin CallHarbor client used by the claims follow-up workers."""
from __future__ import annotations

import logging
from typing import Iterable

import requests
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

from claims_workers.settings import settings

log = logging.getLogger(__name__)

RETRY_STATUSES = {429, 502}
ACTING_USER_HEADER = "X-User-Email"


class CallHarborError(Exception):
    def __init__(self, status: int, message: str, details: list | None = None):
        super().__init__(f"{status}: {message}")
        self.status = status
        self.message = message
        self.details = details or []


class ActingUserMissing(CallHarborError):
    pass


class ApiDisabled(CallHarborError):
    pass


def _is_transient(exc: BaseException) -> bool:
    return isinstance(exc, CallHarborError) and exc.status in RETRY_STATUSES


class CallHarborClient:
    def __init__(self, base_url: str | None = None, api_key: str | None = None, user_email: str | None = None):
        self.base_url = (base_url or settings.callharbor_url).rstrip("/")
        self.session = requests.Session()
        self.session.headers.update(
            {
                "x-api-key": api_key or settings.callharbor_api_key,
                ACTING_USER_HEADER: user_email or settings.callharbor_user_email,
                "Accept": "application/json",
            }
        )

    def _raise_for(self, resp: requests.Response) -> None:
        if resp.ok:
            return
        try:
            payload = resp.json()
        except ValueError:
            payload = {}
        message = payload.get("error", resp.reason)
        details = payload.get("details", [])
        if resp.status_code == 404 and message == "user not found":
            raise ActingUserMissing(resp.status_code, message, details)
        if resp.status_code == 503:
            raise ApiDisabled(resp.status_code, message, details)
        raise CallHarborError(resp.status_code, message, details)

    @retry(retry=retry_if_exception(_is_transient), stop=stop_after_attempt(5),
           wait=wait_exponential(multiplier=0.5, max=20), reraise=True)
    def create_list(self, name: str) -> dict:
        resp = self.session.post(f"{self.base_url}/contact-lists", json={"name": name}, timeout=10)
        self._raise_for(resp)
        return resp.json()

    @retry(retry=retry_if_exception(_is_transient), stop=stop_after_attempt(5),
           wait=wait_exponential(multiplier=0.5, max=20), reraise=True)
    def add_claimants(self, list_id: str, phones: Iterable[str]) -> dict:
        resp = self.session.post(
            f"{self.base_url}/contact-lists/{list_id}/contacts",
            json={"phones": list(phones)},
            timeout=30,
        )
        self._raise_for(resp)
        return resp.json()

    def close_list(self, list_id: str) -> None:
        resp = self.session.delete(f"{self.base_url}/contact-lists/{list_id}", timeout=10)
        if resp.status_code == 404:
            log.info("contact list %s already removed", list_id)
            return
        self._raise_for(resp)
