from __future__ import annotations

import logging
from urllib.parse import urljoin

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from .constants import ACTING_USER_HEADER, API_KEY_HEADER, API_VERSION, RINGLANE_HOST

log = logging.getLogger(__name__)


class RinglaneSession(requests.Session):
    """requests.Session that prefixes every path with the Ringlane API root."""

    def __init__(self, api_key: str, acting_user: str, base_url: str | None = None, timeout: float = 10.0):
        super().__init__()
        self.base_url = (base_url or f"{RINGLANE_HOST}/api/public/{API_VERSION}").rstrip("/") + "/"
        self.timeout = timeout
        self.headers.update(
            {
                API_KEY_HEADER: api_key,
                ACTING_USER_HEADER: acting_user,
                "Accept": "application/json",
                "User-Agent": "fernbrook-sync/0.14",
            }
        )
        retry = Retry(
            total=4,
            backoff_factor=0.5,
            status_forcelist=(429, 502, 504),
            allowed_methods=frozenset({"GET", "PUT", "DELETE"}),
            respect_retry_after_header=True,
        )
        self.mount("https://", HTTPAdapter(max_retries=retry))

    def request(self, method, url, *args, **kwargs):
        if not url.startswith("http"):
            url = urljoin(self.base_url, url.lstrip("/"))
        kwargs.setdefault("timeout", self.timeout)
        log.debug("ringlane %s %s", method, url)
        return super().request(method, url, *args, **kwargs)
