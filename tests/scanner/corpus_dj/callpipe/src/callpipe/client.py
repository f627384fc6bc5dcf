"""Thin Callwright public API client used by the ETL and the Prefect flows."""
from __future__ import annotations

import logging
from typing import Any, Iterator

from callpipe import settings as cfg
from callpipe.errors import raise_for_callwright
from callpipe.headers import default_headers
from callpipe.http import build_session

log = logging.getLogger(__name__)


class CallwrightClient:
    def __init__(self, settings: cfg.Settings | None = None, *, by_id: bool = False):
        self.settings = settings or cfg.load()
        self.base_url = self.settings.base_url.rstrip("/")
        self.session = build_session(
            default_headers(self.settings.api_key, self.settings.acting_user, by_id=by_id)
        )

    def _request(self, method: str, path: str, **kwargs: Any) -> Any:
        url = f"{self.base_url}{path}"
        log.debug("callwright %s %s", method, url)
        resp = self.session.request(method, url, timeout=self.settings.timeout, **kwargs)
        raise_for_callwright(resp)
        return resp.json() if resp.content else None

    def _paginate(self, path: str, params: dict[str, Any] | None = None) -> Iterator[dict]:
        params = dict(params or {})
        params.setdefault("per_page", self.settings.page_size)
        page = 1
        while True:
            params["page"] = page
            body = self._request("GET", path, params=params)
            yield from body.get("data", [])
            if not body.get("has_more"):
                break
            page += 1

    # --- calls ---------------------------------------------------------
    def iter_calls(self, since: str, until: str | None = None) -> Iterator[dict]:
        params = {"started_after": since}
        if until:
            params["started_before"] = until
        return self._paginate("/calls", params)

    def get_recording(self, call_id: str) -> dict:
        return self._request("GET", f"/calls/{call_id}/recording")

    def iter_users(self) -> Iterator[dict]:
        return self._paginate("/users")
