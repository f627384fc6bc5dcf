from __future__ import annotations

import time

import httpx

from .errors import ApiDisabledError, RingsteadError, UserNotFoundError
from .models import ApiErrorBody, Contact, ContactList
from .settings import Settings

KEY_HEADER = "X-API-Key"
USER_HEADER = "X-User-Email"
RETRY_STATUSES = {429, 502, 504}


class RingsteadClient:
    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()
        self._http = httpx.Client(
            base_url=self.settings.base_url,
            headers={KEY_HEADER: self.settings.api_key, USER_HEADER: self.settings.acting_user},
            timeout=self.settings.timeout,
        )

    def list_contact_lists(self) -> list[ContactList]:
        data = self._request("GET", "/contact-lists")
        return [ContactList.model_validate(x) for x in data]

    def create_contact_list(self, name: str) -> ContactList:
        return ContactList.model_validate(self._request("POST", "/contact-lists", json={"name": name}))

    def delete_contact_list(self, list_id: int) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}")

    def add_contacts(self, list_id: int, contacts: list[Contact]) -> int:
        payload = {"contacts": [c.model_dump(exclude_none=True) for c in contacts]}
        return self._request("POST", f"/contact-lists/{list_id}/contacts", json=payload)["added"]

    def _request(self, method: str, path: str, **kwargs):
        for attempt in range(4):
            resp = self._http.request(method, path, **kwargs)
            if resp.status_code not in RETRY_STATUSES:
                break
            time.sleep(2**attempt)
        if resp.is_success:
            return resp.json() if resp.content else None
        self._raise_for(resp)

    @staticmethod
    def _raise_for(resp: httpx.Response) -> None:
        try:
            body = ApiErrorBody.model_validate(resp.json())
        except Exception:
            body = ApiErrorBody(error=resp.text or resp.reason_phrase)
        if resp.status_code == 404 and body.error.lower() == "user not found":
            raise UserNotFoundError(404, body.error)
        if resp.status_code == 503:
            raise ApiDisabledError(503, body.error)
        raise RingsteadError(resp.status_code, body.error, body.details)
