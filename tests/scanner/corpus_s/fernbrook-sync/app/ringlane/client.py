from __future__ import annotations

from typing import Iterable, Iterator

from .constants import CONTACT_LIST, CONTACT_LIST_CONTACTS, CONTACT_LISTS, DEFAULT_PAGE_SIZE
from .errors import raise_for_ringlane
from .session import RinglaneSession


class RinglaneClient:
    def __init__(self, session: RinglaneSession):
        self._s = session

    @classmethod
    def from_settings(cls, settings) -> "RinglaneClient":
        return cls(
            RinglaneSession(
                api_key=settings.ringlane_api_key.get_secret_value(),
                acting_user=settings.ringlane_acting_user,
                base_url=settings.ringlane_base_url,
                timeout=settings.ringlane_timeout_s,
            )
        )

    def iter_contact_lists(self) -> Iterator[dict]:
        page = 1
        while True:
            resp = self._s.get(CONTACT_LISTS, params={"page": page, "per_page": DEFAULT_PAGE_SIZE})
            raise_for_ringlane(resp)
            data = resp.json()
            yield from data["items"]
            if not data.get("has_more"):
                return
            page += 1

    def create_contact_list(self, name: str, owner_email: str) -> dict:
        resp = self._s.post(CONTACT_LISTS, json={"name": name, "owner": owner_email})
        raise_for_ringlane(resp)
        return resp.json()

    def rename_contact_list(self, list_id: str, name: str) -> dict:
        resp = self._s.patch(CONTACT_LIST.format(list_id=list_id), json={"name": name})
        raise_for_ringlane(resp)
        return resp.json()

    def append_contacts(self, list_id: str, phones: Iterable[str]) -> int:
        body = {"contacts": [{"phone": p} for p in phones]}
        resp = self._s.post(CONTACT_LIST_CONTACTS.format(list_id=list_id), json=body)
        raise_for_ringlane(resp)
        return resp.json().get("added", 0)

    def remove_contact(self, list_id: str, phone: str) -> None:
        resp = self._s.delete(f"/contact-lists/{list_id}/contacts/{phone}")
        raise_for_ringlane(resp)

    def delete_contact_list(self, list_id: str) -> None:
        resp = self._s.delete(CONTACT_LIST.format(list_id=list_id))
        raise_for_ringlane(resp)
