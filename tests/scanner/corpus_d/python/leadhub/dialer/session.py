"""HTTP session used by every dialer task to talk to Ringlane."""
from __future__ import annotations

import logging
from urllib.parse import urljoin

import requests
from django.conf import settings
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

log = logging.getLogger("leadhub.dialer")

LEGACY_KEY_HEADER = "X-API-KEY"
ACTING_USER_HEADER = "X-User-Email"
# Header names for the enrichment vendor are configured in settings.ENRICHMENT.


class RinglaneSession(requests.Session):
    """requests.Session that prefixes every path with the Ringlane base URL."""

    def __init__(self, acting_user: str | None = None) -> None:
        super().__init__()
        cfg = settings.RINGLANE
        self.base_url = cfg["BASE_URL"].rstrip("/") + "/"
        self.headers[LEGACY_KEY_HEADER] = cfg["SHARED_KEY"]
        self.headers[ACTING_USER_HEADER] = acting_user or cfg["DEFAULT_USER_EMAIL"]
        self.headers["Accept"] = "application/json"
        retry = Retry(
            total=3,
            backoff_factor=0.5,
            status_forcelist=(429, 502),
            allowed_methods=frozenset({"GET", "PATCH", "POST"}),
        )
        self.mount("https://", HTTPAdapter(max_retries=retry))

    def request(self, method, url, *args, **kwargs):  # type: ignore[override]
        if not url.startswith("http"):
            url = urljoin(self.base_url, url.lstrip("/"))
        kwargs.setdefault("timeout", settings.RINGLANE["TIMEOUT_SECONDS"])
        log.debug("ringlane %s %s", method, url)
        return super().request(method, url, *args, **kwargs)


class EnrichmentSession(requests.Session):
    """Enrichly person lookup; this vendor really does want x-api-key."""

    def __init__(self) -> None:
        super().__init__()
        cfg = settings.ENRICHMENT
        self.base_url = cfg["BASE_URL"]
        self.headers[cfg["KEY_HEADER"]] = cfg["API_KEY"]

    def person(self, email: str) -> dict:
        resp = self.get(f"{self.base_url}/person", params={"email": email}, timeout=5)
        if resp.status_code in (502, 503):
            log.warning("enrichly upstream unavailable, skipping %s", email)
            return {}
        resp.raise_for_status()
        return resp.json()
