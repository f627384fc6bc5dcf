import logging
import os
import time

import requests

from . import constants as c
from .errors import RinglaneError, from_response

log = logging.getLogger(__name__)


class RinglaneClient:
    def __init__(self, api_key=None, acting_user=None, session=None):
        self.api_key = api_key or os.environ["RINGLANE_API_KEY"]
        self.acting_user = acting_user or os.environ.get(
            "RINGLANE_ACTING_USER", "dialer-bot@kestrelhome.com"
        )
        self.base_url = os.environ.get("RINGLANE_BASE_URL", c.API_ROOT)
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                c.HEADER_API_KEY: self.api_key,
                c.HEADER_ACTING_USER: self.acting_user,
                "Accept": "application/json",
            }
        )

    def _request(self, method, path, **kwargs):
        url = f"{self.base_url}{path}"
        for attempt in range(4):
            resp = self.session.request(method, url, timeout=c.DEFAULT_TIMEOUT, **kwargs)
            if resp.status_code in c.RETRYABLE_STATUSES and attempt < 3:
                wait = 2 ** attempt
                log.warning("ringlane %s %s -> %s, retrying in %ss", method, path, resp.status_code, wait)
                time.sleep(wait)
                continue
            if not resp.ok:
                raise from_response(resp)
            return resp.json() if resp.content else None
        raise RinglaneError(resp.status_code, "exhausted retries")

    # --- contact lists -------------------------------------------------
    def list_contact_lists(self):
        return self._request("GET", c.CONTACT_LISTS_PATH)["data"]

    def create_contact_list(self, name, owner_email=None):
        payload = {"name": name}
        if owner_email:
            payload["owner"] = owner_email
        return self._request("POST", c.CONTACT_LISTS_PATH, json=payload)

    def get_contact_list(self, list_id):
        return self._request("GET", c.CONTACT_LIST_PATH.format(list_id=list_id))

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", c.CONTACT_LIST_PATH.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id):
        return self._request("DELETE", c.CONTACT_LIST_PATH.format(list_id=list_id))

    def add_contacts(self, list_id, phones):
        path = c.CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id)
        for i in range(0, len(phones), c.MAX_CONTACTS_PER_REQUEST):
            chunk = phones[i : i + c.MAX_CONTACTS_PER_REQUEST]
            self._request("POST", path, json={"contacts": [{"phone": p} for p in chunk]})

    def list_contacts(self, list_id, page=1):
        return self._request("GET", f"/contact-lists/{list_id}/contacts", params={"page": page})

    def remove_contact(self, list_id, phone):
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")
