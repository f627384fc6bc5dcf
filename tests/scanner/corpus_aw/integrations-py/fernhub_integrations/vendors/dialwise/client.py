"""Dialwise dialer client: pushes nightly call lists."""
from __future__ import annotations

import logging
import os
from typing import Iterable

from fernhub_integrations.http.retry import RetryPolicy, with_retry
from fernhub_integrations.http.session import build_session

from . import constants as c
from .errors import (
    DialwiseApiDisabled,
    DialwiseError,
    DialwiseErrorBody,
    DialwiseListNotFound,
    DialwiseUserNotFound,
)

log = logging.getLogger(__name__)


class DialwiseClient:
    def __init__(self, api_key: str | None = None, acting_user: str | None = None):
        self.api_key = api_key or os.environ["DIALWISE_API_KEY"]
        self.acting_user = acting_user or os.environ.get("DIALWISE_ACTING_USER", "sdr-automation@fernhollow.com")
        self._s = build_session({
            c.HEADER_API_KEY: self.api_key,
            c.HEADER_ACTING_USER: self.acting_user,
            "Content-Type": "application/json",
        })
        self._policy = RetryPolicy(attempts=5, statuses=c.RETRYABLE_STATUSES)

    def _raise_for(self, resp) -> None:
        body = DialwiseErrorBody.parse(resp.json() if resp.content else {})
        if resp.status_code == 404 and body.error.lower() == "user not found":
            raise DialwiseUserNotFound(404, body)
        if resp.status_code == 404:
            raise DialwiseListNotFound(404, body)
        if resp.status_code == 503:
            raise DialwiseApiDisabled(503, body)
        for d in body.details:
            log.warning("dialwise rejected field %s: %s", d.path, d.message)
        raise DialwiseError(resp.status_code, body)

    def _req(self, method: str, path: str, **kw):
        url = c.BASE_URL + path
        resp = with_retry(lambda: self._s.request(method, url, **kw), self._policy)
        if resp.status_code >= 400:
            log.warning("dialwise %s %s -> %s", method, path, resp.status_code)
            self._raise_for(resp)
        return resp.json() if resp.content else None

    def lists(self) -> list[dict]:
        return self._req("GET", c.CONTACT_LISTS)["data"]

    def create_list(self, name: str, owner_email: str | None = None) -> dict:
        return self._req("POST", c.CONTACT_LISTS, json={"name": name, "owner": owner_email or self.acting_user})

    def get_list(self, list_id: str) -> dict:
        return self._req("GET", f"/contact-lists/{list_id}")

    def rename_list(self, list_id: str, name: str) -> dict:
        return self._req("PATCH", c.CONTACT_LIST.format(list_id=list_id), json={"name": name})

    def delete_list(self, list_id: str) -> None:
        self._req("DELETE", f"/contact-lists/{list_id}")

    def append_phones(self, list_id: str, phones: Iterable[str]) -> int:
        batch: list[str] = []
        added = 0
        for p in phones:
            batch.append(p)
            if len(batch) == c.MAX_CONTACTS_PER_CALL:
                added += self._append(list_id, batch)
                batch = []
        if batch:
            added += self._append(list_id, batch)
        return added

    def _append(self, list_id: str, phones: list[str]) -> int:
        path = c.CONTACT_LIST_CONTACTS.format(list_id=list_id)
        out = self._req("POST", path, json={"contacts": [{"phone": p} for p in phones]})
        return out.get("added", 0)

    def remove_phone(self, list_id: str, phone: str) -> None:
        try:
            self._req("DELETE", c.CONTACT_LIST_CONTACT.format(list_id=list_id, phone=phone))
        except DialwiseListNotFound:
            log.info("list %s already gone", list_id)
