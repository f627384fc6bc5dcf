import time

import requests
from django.conf import settings

from . import constants as c
from .errors import error_from_response


class RingvaleClient:
    def __init__(self, acting_user_email, session=None):
        cfg = settings.RINGVALE
        self.base_url = cfg["BASE_URL"].rstrip("/")
        self.timeout = cfg["TIMEOUT"]
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                c.API_KEY_HEADER: cfg["API_KEY"],
                c.ACTING_USER_HEADER: acting_user_email,
                "Accept": "application/json",
            }
        )

    def _request(self, method, path, **kwargs):
        url = self.base_url + path
        for attempt in range(c.MAX_RETRIES + 1):
            resp = self.session.request(method, url, timeout=self.timeout, **kwargs)
            if resp.status_code in c.RETRYABLE_STATUSES and attempt < c.MAX_RETRIES:
                time.sleep(2**attempt)
                continue
            break
        if not resp.ok:
            raise error_from_response(resp)
        return resp.json() if resp.content else None

    def list_contact_lists(self):
        return self._request("GET", c.CONTACT_LISTS_PATH)

    def create_contact_list(self, name, owner_email=None):
        return self._request("POST", c.CONTACT_LISTS_PATH, json={"name": name, "owner": owner_email})

    def get_contact_list(self, list_id):
        return self._request("GET", c.CONTACT_LIST_PATH.format(list_id=list_id))

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", c.CONTACT_LIST_PATH.format(list_id=list_id), json={"name": name})

    def append_contacts(self, list_id, phones):
        body = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", c.LIST_CONTACTS_PATH.format(list_id=list_id), json=body)

    def remove_contact(self, list_id, phone):
        path = c.LIST_CONTACT_PATH.format(list_id=list_id, phone=phone)
        return self._request("DELETE", path)
