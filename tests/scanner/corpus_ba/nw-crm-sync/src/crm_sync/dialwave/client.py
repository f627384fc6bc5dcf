from __future__ import annotations

from typing import Any, Iterable

import httpx
import structlog
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

from crm_sync.settings import Settings
from . import constants as c
from .errors import DialwaveError, from_response

log = structlog.get_logger(__name__)


def _is_retryable(exc: BaseException) -> bool:
    return isinstance(exc, DialwaveError) and exc.status in c.RETRYABLE_STATUSES


class DialwaveClient:
    def __init__(self, settings: Settings, transport: httpx.BaseTransport | None = None) -> None:
        self._http = httpx.Client(
            base_url=settings.dialwave_base_url,
            timeout=settings.request_timeout_s,
            transport=transport,
            headers={
                c.API_KEY_HEADER: settings.dialwave_api_key,
                c.ACTING_USER_HEADER: settings.dialwave_acting_user,
                "User-Agent": c.USER_AGENT,
            },
        )

    @retry(retry=retry_if_exception(_is_retryable), stop=stop_after_attempt(4),
           wait=wait_exponential(multiplier=0.5, max=8), reraise=True)
    def _request(self, method: str, path: str, **kw: Any) -> Any:
        resp = self._http.request(method, path, **kw)
        if resp.is_error:
            err = from_response(resp)
            log.warning("dialwave.request_failed", status=err.status, path=path, error=err.message)
            raise err
        return resp.json() if resp.content else None

    def list_contact_lists(self) -> list[dict[str, Any]]:
        return self._request("GET", c.CONTACT_LISTS_PATH)["data"]

    def create_contact_list(self, name: str) -> dict[str, Any]:
        return self._request("POST", c.CONTACT_LISTS_PATH, json={"name": name})

    def rename_contact_list(self, list_id: str, name: str) -> dict[str, Any]:
        return self._request("PATCH", c.CONTACT_LIST_PATH.format(list_id=list_id), json={"name": name})

    def append_contacts(self, list_id: str, phones: Iterable[str]) -> None:
        body = {"contacts": [{"phone": p} for p in phones]}
        self._request("POST", c.CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id), json=body)

    def remove_contact(self, list_id: str, phone: str) -> None:
        self._request("DELETE", c.CONTACT_LIST_CONTACT_PATH.format(list_id=list_id, phone=phone))

    def close(self) -> None:
        self._http.close()
