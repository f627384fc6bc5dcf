"""Callwright public API v2 client (migrated 2024-09, see orchard-web ADR 0007)."""
from __future__ import annotations

import os
from dataclasses import dataclass

import httpx
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

BASE_URL = os.environ.get("CALLWRIGHT_BASE_URL", "https://api.callwright.io/api/public/v2")
# v2 keys look like cw_live_<uuid>.<secret>; injected from Doppler.
TOKEN = os.environ.get("CALLWRIGHT_TOKEN", "")


@dataclass
class CallwrightV2Error(Exception):
    status: int
    code: str
    message: str


def _is_transient(exc: BaseException) -> bool:
    return isinstance(exc, CallwrightV2Error) and exc.status in (500, 502, 503, 504)


class CallwrightV2:
    def __init__(self, token: str = TOKEN, base_url: str = BASE_URL) -> None:
        self._client = httpx.Client(
            base_url=base_url,
            headers={"Authorization": f"Bearer {token}", "Accept": "application/json"},
            timeout=15.0,
        )

    def _raise_for(self, resp: httpx.Response) -> None:
        if resp.is_success:
            return
        err = resp.json().get("error", {})
        raise CallwrightV2Error(resp.status_code, err.get("code", "unknown"), err.get("message", resp.reason_phrase))

    @retry(retry=retry_if_exception(_is_transient), stop=stop_after_attempt(4), wait=wait_exponential(0.5, max=8))
    def get_call(self, call_id: str) -> dict:
        resp = self._client.get(f"/calls/{call_id}")
        self._raise_for(resp)
        return resp.json()

    def list_audiences(self, cursor: str | None = None) -> dict:
        resp = self._client.get("/audiences", params={"cursor": cursor} if cursor else None)
        self._raise_for(resp)
        return resp.json()

    def add_to_audience(self, audience_id: str, phones: list[str]) -> dict:
        resp = self._client.post(f"/audiences/{audience_id}/members", json={"phones": phones})
        if resp.status_code == 404:
            err = resp.json()["error"]
            if err["code"] == "audience_not_found":
                raise LookupError(audience_id)
        self._raise_for(resp)
        return resp.json()
