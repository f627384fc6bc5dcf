import logging
from typing import Iterable, List, Optional

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from . import constants as c
from .errors import RinglaneError

log = logging.getLogger(__name__)


class RinglaneClient:
    def __init__(self, api_key: str, acting_email: str, host: str = c.DEFAULT_HOST,
                 base_url: Optional[str] = None, timeout: float = 10.0):
        self.base_url = (base_url or c.API_ROOT_TEMPLATE.format(host=host, version=c.API_VERSION)).rstrip("/")
        self.timeout = timeout
        self.session = requests.Session()
        retry = Retry(total=3, backoff_factor=0.5, status_forcelist=sorted(c.RETRYABLE_STATUSES),
                      allowed_methods=frozenset({"GET", "DELETE"}))
        self.session.mount("https://", HTTPAdapter(max_retries=retry))
        self.session.headers.update({
            c.API_KEY_HEADER: api_key,
            c.ACTING_USER_EMAIL_HEADER: acting_email,
            "Accept": "application/json",
            "User-Agent": "harborline-backoffice/3",
        })

    @classmethod
    def from_app(cls, app):
        cfg = app.config
        return cls(api_key=cfg["RINGLANE_API_KEY"], acting_email=cfg["RINGLANE_SERVICE_EMAIL"],
                   base_url=cfg["RINGLANE_BASE_URL"], timeout=cfg["RINGLANE_TIMEOUT"])

    def _request(self, method: str, path: str, **kw):
        url = self.base_url + path
        resp = self.session.request(method, url, timeout=self.timeout, **kw)
        if resp.status_code >= 400:
            raise RinglaneError.from_response(resp)
        if resp.status_code == 204:
            return None
        return resp.json()

    # -- contact lists ----------------------------------------------------
    def list_contact_lists(self, page: int = 1) -> List[dict]:
        return self._request("GET", c.CONTACT_LISTS, params={"page": page})["items"]

    def create_contact_list(self, name: str, external_id: str) -> dict:
        return self._request("POST", c.CONTACT_LISTS, json={"name": name, "externalId": external_id})

    def get_contact_list(self, list_id: str) -> dict:
        return self._request("GET", c.CONTACT_LIST.format(list_id=list_id))

    def rename_contact_list(self, list_id: str, name: str) -> dict:
        return self._request("PATCH", c.CONTACT_LIST.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id: str) -> None:
        self._request("DELETE", c.CONTACT_LIST.format(list_id=list_id))

    def add_contacts(self, list_id: str, phones: Iterable[str]) -> int:
        phones = list(phones)
        added = 0
        for i in range(0, len(phones), c.MAX_CONTACTS_PER_REQUEST):
            chunk = phones[i:i + c.MAX_CONTACTS_PER_REQUEST]
            body = self._request("POST", c.CONTACT_LIST_CONTACTS.format(list_id=list_id),
                                 json={"contacts": [{"phone": p} for p in chunk]})
            added += body.get("added", len(chunk))
        return added

    def remove_contact(self, list_id: str, phone: str) -> None:
        # phone must be url-encoded, the leading + included
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{requests.utils.quote(phone)}")

    def acting_as(self, user_id: str) -> "RinglaneClient":
        """Clone the client acting as a specific rep (by IdP user id)."""
        clone = RinglaneClient.__new__(RinglaneClient)
        clone.__dict__.update(self.__dict__)
        clone.session = requests.Session()
        clone.session.headers.update(self.session.headers)
        clone.session.headers.pop(c.ACTING_USER_EMAIL_HEADER, None)
        clone.session.headers["x-user-id"] = user_id
        return clone
