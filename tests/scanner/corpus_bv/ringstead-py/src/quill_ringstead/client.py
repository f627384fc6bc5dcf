"""High-level client used by product teams."""
from __future__ import annotations

from typing import Any, Dict, Iterable, Iterator, List, Optional

from . import constants as c
from .config import RingsteadSettings
from .http import HttpClient
from .retry import RetryPolicy, DEFAULT_POLICY


class RingsteadClient:
    def __init__(self, settings: Optional[RingsteadSettings] = None, policy: RetryPolicy = DEFAULT_POLICY, **kw):
        self.settings = settings or RingsteadSettings.from_env()
        self._http = HttpClient(self.settings, policy, **kw)

    # --- calls -----------------------------------------------------------
    def get_call(self, call_id: str, **who) -> Dict[str, Any]:
        return self._http.request("GET", c.CALL.format(call_id=call_id), **who)

    def list_calls(self, since: Optional[str] = None, **who) -> Iterator[Dict[str, Any]]:
        cursor = None
        while True:
            page = self._http.request("GET", c.CALLS, params={"since": since, "cursor": cursor,
                                                              "limit": c.MAX_PAGE_SIZE}, **who)
            yield from page.get("data", [])
            cursor = page.get("next_cursor")
            if not cursor:
                return

    # --- contact lists ---------------------------------------------------
    def list_contact_lists(self, **who) -> List[Dict[str, Any]]:
        return self._http.request("GET", c.CONTACT_LISTS, **who)["data"]

    def create_contact_list(self, name: str, owner_email: Optional[str] = None, **who) -> Dict[str, Any]:
        return self._http.request("POST", c.CONTACT_LISTS, json={"name": name, "owner": owner_email}, **who)

    def rename_contact_list(self, list_id: str, name: str, **who) -> Dict[str, Any]:
        return self._http.request("PATCH", c.CONTACT_LIST.format(list_id=list_id), json={"name": name}, **who)

    def delete_contact_list(self, list_id: str, **who) -> None:
        self._http.request("DELETE", c.CONTACT_LIST.format(list_id=list_id), **who)

    def add_contacts(self, list_id: str, phones: Iterable[str], **who) -> Dict[str, Any]:
        body = {"contacts": [{"phone": p} for p in phones]}
        return self._http.request("POST", c.CONTACT_LIST_CONTACTS.format(list_id=list_id), json=body, **who)

    def remove_contact(self, list_id: str, phone: str, **who) -> None:
        self._http.request("DELETE", c.CONTACT_LIST_CONTACT.format(list_id=list_id, phone=phone), **who)

    def whoami(self, **who) -> Dict[str, Any]:
        return self._http.request("GET", c.USERS_ME, **who)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> "RingsteadClient":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
