"""requests.Session factory with a retrying adapter for the Callwright client."""
from __future__ import annotations

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

# 502 = Callwright could not reach Okta to resolve the acting user; it clears in a few seconds.
CALLWRIGHT_RETRY_STATUSES = (429, 500, 502, 504)


def build_session(headers: dict[str, str], *, retries: int = 5, backoff: float = 1.5) -> requests.Session:
    retry = Retry(
        total=retries,
        connect=3,
        read=3,
        backoff_factor=backoff,
        status_forcelist=CALLWRIGHT_RETRY_STATUSES,
        allowed_methods=frozenset({"GET", "DELETE", "PATCH", "POST"}),
        respect_retry_after_header=True,
        raise_on_status=False,
    )
    adapter = HTTPAdapter(max_retries=retry, pool_connections=4, pool_maxsize=8)
    s = requests.Session()
    s.mount("https://", adapter)
    s.headers.update(headers)
    return s
