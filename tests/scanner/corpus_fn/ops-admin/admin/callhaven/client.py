import logging
import time

import requests

from .constants import (
    ACTING_USER_HEADER,
    API_KEY_HEADER,
    CONTACT_LIST,
    CONTACT_LIST_CONTACT,
    CONTACT_LIST_CONTACTS,
    CONTACT_LISTS,
    MAX_ATTEMPTS,
    RETRYABLE,
)
from .errors import CallhavenError

log = logging.getLogger(__name__)


class CallhavenClient:
    def __init__(self, base_url, api_key, operator_email, timeout=10.0, session=None):
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                API_KEY_HEADER: api_key,
                ACTING_USER_HEADER: operator_email,
                "Accept": "application/json",
            }
        )

    @classmethod
    def from_app(cls, app, operator_email):
        cfg = app.config
        return cls(cfg["CALLHAVEN_BASE_URL"], cfg["CALLHAVEN_API_KEY"], operator_email,
                   timeout=cfg["CALLHAVEN_TIMEOUT"])

    def _request(self, method, path, **kwargs):
        url = self.base_url + path
        for attempt in range(1, MAX_ATTEMPTS + 1):
            resp = self.session.request(method, url, timeout=self.timeout, **kwargs)
            if resp.status_code in RETRYABLE and attempt < MAX_ATTEMPTS:
                log.warning("callhaven %s %s -> %s, retrying", method, path, resp.status_code)
                time.sleep(2 ** attempt)
                continue
            if resp.ok:
                return resp.json() if resp.content else None
            raise CallhavenError.from_response(resp)

    def list_contact_lists(self):
        return self._request("GET", CONTACT_LISTS)["data"]

    def create_contact_list(self, name, owner_email=None):
        return self._request("POST", CONTACT_LISTS, json={"name": name, "owner": owner_email})

    def get_contact_list(self, list_id):
        return self._request("GET", CONTACT_LIST.format(list_id=list_id))

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", CONTACT_LIST.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id):
        self._request("DELETE", CONTACT_LIST.format(list_id=list_id))

    def append_contacts(self, list_id, phones):
        payload = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", CONTACT_LIST_CONTACTS.format(list_id=list_id), json=payload)

    def remove_contact(self, list_id, phone):
        self._request("DELETE", CONTACT_LIST_CONTACT.format(list_id=list_id, phone=phone))
