"""Calling Service API v2 client.

Replaces the old v1 client (``/api/public/v1`` with ``x-api-key`` plus an
``x-user-email`` acting user). In v2 the workspace, owner restrictions and
scopes come from the scoped key, so there are no acting-user headers and the
error body is ``{"error": {"code", "message", "requestId", "details"}}``.
"""
from __future__ import annotations

import os
import time
import uuid

import httpx

API_VERSION = "v2"
BASE = f"{os.environ.get('CALLING_HOST', 'https://calls.acme-sales.com')}/api/public/{API_VERSION}"
RETRYABLE = {408, 429, 500, 502, 503, 504}


class CallingApiError(Exception):
    def __init__(self, status: int, code: str, message: str, request_id: str | None):
        super().__init__(f"{status} {code}: {message} (request {request_id})")
        self.status = status
        self.code = code
        self.request_id = request_id


class CallingV2:
    def __init__(self, api_key: str | None = None, transport: httpx.BaseTransport | None = None):
        key = api_key or os.environ["CALLING_API_KEY"]
        self._client = httpx.Client(
            base_url=BASE,
            headers={"Authorization": f"Bearer {key}", "Accept": "application/json"},
            timeout=15,
            transport=transport,
        )

    def me(self) -> dict:
        me = self._send("GET", "/me")
        if me.get("apiVersion") != "v2":
            raise RuntimeError("unexpected apiVersion from /me")
        return me

    def replace_list(self, list_id: int, name: str, owner_id: str, group_name: str | None = None) -> dict:
        body = {"name": name, "ownerId": owner_id, "groupName": group_name}
        return self._send("PUT", f"/lists/{list_id}", json=body, write=True)

    def remove_from_list(self, list_id: int, contact_id: int) -> dict:
        return self._send("DELETE", f"/lists/{list_id}/contacts/{contact_id}", write=True)

    def reschedule(self, scheduled_call_id: int, when_utc: str) -> dict:
        return self._send("PATCH", f"/scheduled-calls/{scheduled_call_id}",
                          json={"scheduledAt": when_utc}, write=True)

    def _send(self, method: str, path: str, json: dict | None = None, write: bool = False) -> dict:
        headers = {"Idempotency-Key": f"acme-{uuid.uuid4()}"} if write else {}
        for attempt in range(5):
            resp = self._client.request(method, path, json=json, headers=headers)
            if resp.status_code in RETRYABLE:
                delay = int(resp.headers.get("Retry-After", 2 ** attempt))
                time.sleep(min(delay, 60))
                continue
            break
        if resp.status_code >= 400:
            self._raise(resp)
        return resp.json()

    @staticmethod
    def _raise(resp: httpx.Response) -> None:
        err = resp.json().get("error", {})
        code = err.get("code", "unknown")
        if code == "api_v1_retired":
            raise RuntimeError("CALLING_HOST still points at the retired v1 base path")
        if resp.status_code == 503:
            raise CallingApiError(503, code, "temporary service failure, retry later", err.get("requestId"))
        raise CallingApiError(resp.status_code, code, err.get("message", ""), err.get("requestId"))
