import logging
import time

import requests

from crm_sync import settings
from . import constants as c
from .errors import from_response, CallspringUnavailable

log = logging.getLogger(__name__)


class CallspringClient:
    def __init__(self, base_url=None, api_key=None, acting_user=None, session=None):
        self.base_url = (base_url or settings.CALLSPRING_BASE_URL).rstrip("/")
        self.session = session or requests.Session()
        self.session.headers.update({
            c.API_KEY_HEADER: api_key or settings.CALLSPRING_API_KEY,
            c.ACTING_USER_HEADER: acting_user or settings.CALLSPRING_ACTING_USER,
            "Accept": "application/json",
        })

    def _request(self, method, path, **kwargs):
        url = f"{self.base_url}{path}"
        resp = None
        for attempt in range(c.MAX_ATTEMPTS):
            resp = self.session.request(method, url, timeout=settings.CALLSPRING_TIMEOUT, **kwargs)
            if resp.status_code in c.RETRYABLE_STATUSES and attempt < c.MAX_ATTEMPTS - 1:
                wait = int(resp.headers.get("Retry-After", 2 ** attempt))
                log.warning("callspring %s %s -> %s, retry in %ss", method, path, resp.status_code, wait)
                time.sleep(wait)
                continue
            if resp.status_code >= 400:
                raise from_response(resp)
            return resp.json() if resp.content else None
        raise CallspringUnavailable(resp.status_code, "retries exhausted")

    def list_contact_lists(self):
        return self._request("GET", c.CONTACT_LISTS_PATH)["data"]

    def create_contact_list(self, name, owner_email):
        return self._request("POST", c.CONTACT_LISTS_PATH, json={"name": name, "owner": owner_email})

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", c.CONTACT_LIST_PATH.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id):
        self._request("DELETE", c.CONTACT_LIST_PATH.format(list_id=list_id))

    def append_contacts(self, list_id, phones):
        body = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", c.CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id), json=body)

    def remove_contact(self, list_id, phone):
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")
