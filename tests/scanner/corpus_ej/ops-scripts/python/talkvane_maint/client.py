"""Thin client for the Talkvane public API (legacy)."""
import logging
from typing import Iterable, Iterator

import requests
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

from . import settings
from .errors import TalkvaneTransient, from_response

log = logging.getLogger(__name__)

LISTS = "/contact-lists"
LIST = "/contact-lists/{list_id}"
LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
LIST_CONTACT = "/contact-lists/{list_id}/contacts/{phone}"


class TalkvaneClient:
    def __init__(self, base_url: str = settings.BASE_URL, api_key: str = settings.API_KEY,
                 acting_user: str = settings.ACTING_USER_EMAIL):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers.update({
            settings.HDR_API_KEY: api_key,
            settings.HDR_ACTING_USER: acting_user,
            "Accept": "application/json",
            "User-Agent": "nwh-talkvane-maint/0.7",
        })

    @retry(retry=retry_if_exception_type(TalkvaneTransient),
           wait=wait_exponential(multiplier=1, max=30), stop=stop_after_attempt(5), reraise=True)
    def _call(self, method: str, path: str, **kw):
        resp = self.session.request(method, self.base_url + path, timeout=settings.TIMEOUT, **kw)
        if resp.status_code == 502:
            log.warning("talkvane: identity provider unreachable, backing off")
        if resp.status_code >= 400:
            try:
                payload = resp.json()
            except ValueError:
                payload = resp.text
            raise from_response(resp.status_code, payload)
        return resp.json() if resp.content else None

    def lists(self) -> Iterator[dict]:
        cursor = None
        while True:
            params = {"limit": 200}
            if cursor:
                params["cursor"] = cursor
            page = self._call("GET", LISTS, params=params)
            yield from page["data"]
            cursor = page.get("nextCursor")
            if not cursor:
                return

    def create_list(self, name: str, description: str = "") -> dict:
        return self._call("POST", LISTS, json={"name": name, "description": description})

    def rename_list(self, list_id: str, name: str) -> dict:
        return self._call("PATCH", LIST.format(list_id=list_id), json={"name": name})

    def delete_list(self, list_id: str) -> None:
        self._call("DELETE", LIST.format(list_id=list_id))

    def add_contacts(self, list_id: str, phones: Iterable[str]) -> dict:
        body = {"contacts": [{"phone": p} for p in phones]}
        return self._call("POST", LIST_CONTACTS.format(list_id=list_id), json=body)

    def remove_contact(self, list_id: str, phone: str) -> None:
        self._call("DELETE", LIST_CONTACT.format(list_id=list_id, phone=phone))
