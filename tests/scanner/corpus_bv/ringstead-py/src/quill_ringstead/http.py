"""Thin httpx wrapper: builds URLs, injects auth headers, applies retries."""
from __future__ import annotations

import logging
import time
from typing import Any, Dict, Optional

import httpx

from . import constants as c
from .config import RingsteadSettings
from .errors import error_from_response
from .retry import DEFAULT_POLICY, RetryPolicy

log = logging.getLogger("quill_ringstead.http")


class HttpClient:
    def __init__(self, settings: RingsteadSettings, policy: RetryPolicy = DEFAULT_POLICY,
                 transport: Optional[httpx.BaseTransport] = None):
        self._settings = settings
        self._policy = policy
        self._client = httpx.Client(
            base_url=settings.host + c.BASE_PATH,
            timeout=settings.timeout_s,
            transport=transport,
            headers={"User-Agent": c.USER_AGENT, "Accept": "application/json"},
        )

    def _auth_headers(self, acting_email: Optional[str], acting_id: Optional[str]) -> Dict[str, str]:
        headers = {c.API_KEY_HEADER: self._settings.api_key}
        email = acting_email or self._settings.acting_user_email
        user_id = acting_id or self._settings.acting_user_id
        if email:
            headers[c.ACTING_USER_EMAIL_HEADER] = email
        elif user_id:
            headers[c.ACTING_USER_ID_HEADER] = user_id
        return headers

    def request(self, method: str, path: str, *, json: Any = None, params: Optional[Dict[str, Any]] = None,
                acting_email: Optional[str] = None, acting_id: Optional[str] = None) -> Any:
        attempt = 0
        while True:
            attempt += 1
            resp = self._client.request(method, path, json=json, params=params,
                                        headers=self._auth_headers(acting_email, acting_id))
            if resp.is_success:
                return resp.json() if resp.content else None
            exc = error_from_response(resp)
            if not self._policy.should_retry(exc, attempt):
                raise exc
            delay = self._policy.delay_for(exc, attempt)
            log.warning("ringstead %s %s -> %s, retrying in %.2fs", method, path, resp.status_code, delay)
            time.sleep(delay)

    def close(self) -> None:
        self._client.close()
