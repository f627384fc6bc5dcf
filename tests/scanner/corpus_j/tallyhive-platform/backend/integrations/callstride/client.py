from __future__ import annotations

import logging
from typing import Iterable

import httpx
from django.conf import settings

from . import constants as c
from .errors import raise_for_callstride
from .models import Contact, ContactList, CreateContactListRequest

log = logging.getLogger(__name__)


class CallstrideClient:
    """Thin async wrapper around the Callstride public API."""

    def __init__(self, acting_user: str | None = None, *, transport: httpx.AsyncBaseTransport | None = None):
        cfg = settings.CALLSTRIDE
        self._acting_user = acting_user or cfg["ACTING_USER"]
        self._http = httpx.AsyncClient(
            base_url=cfg["BASE_URL"],
            timeout=cfg["TIMEOUT"],
            transport=transport,
            headers={
                c.API_KEY_HEADER: cfg["API_KEY"],
                "accept": "application/json",
            },
        )

    async def __aenter__(self) -> "CallstrideClient":
        return self

    async def __aexit__(self, *exc) -> None:
        await self._http.aclose()

    async def _request(self, method: str, path: str, **kw) -> httpx.Response:
        headers = kw.pop("headers", {})
        headers[c.ACTING_USER_HEADER] = self._acting_user
        resp = await self._http.request(method, path, headers=headers, **kw)
        log.debug("callstride %s %s -> %s", method, path, resp.status_code)
        raise_for_callstride(resp)
        return resp

    async def list_contact_lists(self) -> list[ContactList]:
        resp = await self._request("GET", c.CONTACT_LISTS_PATH)
        return [ContactList.model_validate(x) for x in resp.json()["data"]]

    async def create_contact_list(self, req: CreateContactListRequest) -> ContactList:
        resp = await self._request("POST", c.CONTACT_LISTS_PATH, json=req.model_dump(by_alias=True))
        return ContactList.model_validate(resp.json())

    async def rename_contact_list(self, list_id: str, name: str) -> ContactList:
        resp = await self._request("PATCH", f"/contact-lists/{list_id}", json={"name": name})
        return ContactList.model_validate(resp.json())

    async def delete_contact_list(self, list_id: str) -> None:
        await self._request("DELETE", c.CONTACT_LIST_PATH.format(list_id=list_id))

    async def append_contacts(self, list_id: str, contacts: Iterable[Contact]) -> int:
        batch = [x.model_dump(by_alias=True, exclude_none=True) for x in contacts]
        added = 0
        for i in range(0, len(batch), c.MAX_CONTACTS_PER_APPEND):
            chunk = batch[i : i + c.MAX_CONTACTS_PER_APPEND]
            resp = await self._request("POST", c.LIST_CONTACTS_PATH.format(list_id=list_id), json={"contacts": chunk})
            added += resp.json().get("added", 0)
        return added

    async def remove_contact(self, list_id: str, phone: str) -> None:
        await self._request("DELETE", c.LIST_CONTACT_PATH.format(list_id=list_id, phone=phone))
