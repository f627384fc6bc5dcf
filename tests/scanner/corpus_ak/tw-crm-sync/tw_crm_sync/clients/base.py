"""Helpers shared by every outbound integration (Callvista, Leadbox, Salesforce)."""
from __future__ import annotations

import logging
import time
from typing import Iterable

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

log = logging.getLogger(__name__)

# Generic gateway errors worth retrying for any vendor.
DEFAULT_RETRY_STATUSES = (429, 500, 502, 503, 504)


def build_session(
    headers: dict[str, str],
    retry_statuses: Iterable[int] = DEFAULT_RETRY_STATUSES,
    total_retries: int = 3,
) -> requests.Session:
    session = requests.Session()
    retry = Retry(
        total=total_retries,
        backoff_factor=0.5,
        status_forcelist=tuple(retry_statuses),
        allowed_methods=frozenset({"GET", "POST", "PATCH", "DELETE"}),
        respect_retry_after_header=True,
    )
    session.mount("https://", HTTPAdapter(max_retries=retry))
    session.headers.update(headers)
    return session


def join_url(base: str, path: str) -> str:
    return base.rstrip("/") + "/" + path.lstrip("/")


def timed(name: str):
    def deco(fn):
        def wrapper(*args, **kwargs):
            start = time.monotonic()
            try:
                return fn(*args, **kwargs)
            finally:
                log.debug("%s took %.1f ms", name, (time.monotonic() - start) * 1000)
        return wrapper
    return deco
