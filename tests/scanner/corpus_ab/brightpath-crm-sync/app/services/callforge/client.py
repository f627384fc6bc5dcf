import logging
import time
from urllib.parse import quote

import requests

from .constants import (
    ACTING_USER_HEADER,
    API_KEY_HEADER,
    BASE_URL,
    CONTACT_LIST_CONTACT_PATH,
    CONTACT_LIST_CONTACTS_PATH,
    CONTACT_LIST_PATH,
    CONTACT_LISTS_PATH,
    DEFAULT_TIMEOUT,
    MAX_ATTEMPTS,
    RETRYABLE_STATUSES,
)
from .errors import CallForgeError

log = logging.getLogger(__name__)


class CallForgeClient:
    """Thin wrapper around the CallForge REST API used by the CRM sync."""

    def __init__(self, api_key, acting_user_email, session=None, base_url=BASE_URL):
        self.base_url = base_url.rstrip("/")
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                API_KEY_HEADER: api_key,
                ACTING_USER_HEADER: acting_user_email,
                "Accept": "application/json",
                "User-Agent": "brightpath-crm-sync/2.7",
            }
        )

    def _request(self, method, path, **kwargs):
        url = f"{self.base_url}{path}"
        resp = None
        for attempt in range(MAX_ATTEMPTS):
            resp = self.session.request(method, url, timeout=DEFAULT_TIMEOUT, **kwargs)
            if resp.status_code in RETRYABLE_STATUSES and attempt < MAX_ATTEMPTS - 1:
                wait = 2 ** attempt
                log.warning("callforge %s %s -> %s, retrying in %ss", method, path, resp.status_code, wait)
                time.sleep(wait)
                continue
            break
        if resp.ok:
            return resp.json() if resp.content else None
        raise CallForgeError.from_response(resp)

    def list_contact_lists(self, page=1, per_page=50):
        return self._request("GET", CONTACT_LISTS_PATH, params={"page": page, "per_page": per_page})

    def get_contact_list(self, list_id):
        return self._request("GET", CONTACT_LIST_PATH.format(list_id=list_id))

    def create_contact_list(self, name, description=""):
        return self._request("POST", CONTACT_LISTS_PATH, json={"name": name, "description": description})

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", CONTACT_LIST_PATH.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id):
        return self._request("DELETE", CONTACT_LIST_PATH.format(list_id=list_id))

    def append_contacts(self, list_id, phones):
        path = CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id)
        return self._request("POST", path, json={"contacts": [{"phone": p} for p in phones]})

    def remove_contact(self, list_id, phone):
        path = CONTACT_LIST_CONTACT_PATH.format(list_id=list_id, phone=quote(phone))
        return self._request("DELETE", path)
