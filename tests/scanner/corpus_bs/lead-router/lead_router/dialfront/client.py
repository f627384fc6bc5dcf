from __future__ import annotations

import logging
from typing import Iterable

import requests
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

from ..settings import settings
from . import constants as C
from .errors import BulkResult, DialfrontError, DialfrontUnavailable, DialfrontUserMissing

log = logging.getLogger(__name__)


def _is_retryable(exc: BaseException) -> bool:
    return isinstance(exc, DialfrontError) and exc.status in C.RETRYABLE_STATUSES


class DialfrontClient:
    def __init__(self, base_url: str | None = None, api_key: str | None = None, acting_user: str | None = None):
        self.base_url = (base_url or settings.dialfront_base_url).rstrip("/")
        self.session = requests.Session()
        self.session.headers.update(
            {
                C.API_KEY_HEADER: api_key or settings.dialfront_api_key,
                C.ACTING_USER_HEADER: acting_user or settings.dialfront_acting_user,
                "Accept": "application/json",
            }
        )

    @retry(retry=retry_if_exception(_is_retryable), stop=stop_after_attempt(4), wait=wait_exponential(min=1, max=20))
    def _request(self, method: str, path: str, **kwargs):
        resp = self.session.request(method, self.base_url + path, timeout=settings.dialfront_timeout, **kwargs)
        if resp.ok:
            return resp.json() if resp.content else None
        err = DialfrontError.from_response(resp)
        if resp.status_code == 503:
            raise DialfrontUnavailable(err.status, err.message)
        if resp.status_code == 404 and err.message == C.USER_NOT_FOUND:
            raise DialfrontUserMissing(err.status, err.message)
        raise err

    # ---- contact lists -------------------------------------------------
    def list_contact_lists(self) -> list[dict]:
        return self._request("GET", C.CONTACT_LISTS)["data"]

    def create_contact_list(self, name: str, owner_email: str) -> dict:
        return self._request("POST", C.CONTACT_LISTS, json={"name": name, "owner": owner_email})

    def rename_contact_list(self, list_id: str, name: str) -> dict:
        return self._request("PATCH", C.CONTACT_LIST.format(list_id=list_id), json={"name": name})

    def append_contacts(self, list_id: str, phones: Iterable[str]) -> BulkResult:
        payload = {"contacts": [{"phone": p} for p in phones]}
        data = self._request("POST", C.CONTACT_LIST_CONTACTS.format(list_id=list_id), json=payload)
        return BulkResult(added=data.get("added", 0), skipped=data.get("skipped", []))

    def remove_contact(self, list_id: str, phone: str) -> None:
        try:
            self._request("DELETE", C.CONTACT_LIST_CONTACT.format(list_id=list_id, phone=phone))
        except DialfrontError as exc:
            if exc.message == C.LIST_NOT_FOUND:
                log.info("list %s already gone", list_id)
                return
            raise
