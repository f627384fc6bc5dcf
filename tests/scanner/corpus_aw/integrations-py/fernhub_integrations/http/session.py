"""Shared HTTP session factory used by every vendor client."""
from __future__ import annotations

import logging
from typing import Mapping

import requests
from requests.adapters import HTTPAdapter

__version__ = "4.12.0"

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT = (3.05, 30)
USER_AGENT = f"fernhub-integrations/{__version__}"


class TimeoutSession(requests.Session):
    def request(self, method, url, **kwargs):
        kwargs.setdefault("timeout", DEFAULT_TIMEOUT)
        return super().request(method, url, **kwargs)


def build_session(base_headers: Mapping[str, str] | None = None, pool_size: int = 10) -> requests.Session:
    """Return a session with sane timeouts, pooling and our user agent.

    ``base_headers`` is merged on top of the defaults; vendors pass their auth
    headers here (x-api-key, Authorization, ...).
    """
    s = TimeoutSession()
    adapter = HTTPAdapter(pool_connections=pool_size, pool_maxsize=pool_size)
    s.mount("https://", adapter)
    s.headers["User-Agent"] = USER_AGENT
    s.headers["Accept"] = "application/json"
    if base_headers:
        s.headers.update(base_headers)
    return s


def redact(headers: Mapping[str, str]) -> dict[str, str]:
    secret = {"authorization", "x-api-key", "api-key", "x-auth-token"}
    return {k: ("***" if k.lower() in secret else v) for k, v in headers.items()}
