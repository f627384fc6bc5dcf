import logging
import time

import requests
from django.conf import settings

from . import constants as c
from .errors import from_response

log = logging.getLogger(__name__)


class RinglaneClient:
    def __init__(self, acting_email, session=None):
        cfg = settings.RINGLANE
        self.base_url = f"{cfg['HOST']}/api/public/{cfg['API_VERSION']}"
        self.timeout = cfg["TIMEOUT"]
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                c.API_KEY_HEADER: cfg["API_KEY"],
                c.ACTING_USER_HEADER: acting_email,
                "Accept": "application/json",
            }
        )

    def _request(self, method, path, **kwargs):
        url = self.base_url + path
        for attempt in range(4):
            resp = self.session.request(method, url, timeout=self.timeout, **kwargs)
            if resp.status_code in c.RETRYABLE_STATUSES and attempt < 3:
                wait = 2 ** attempt
                log.warning("ringlane %s %s -> %s, retrying in %ss", method, path, resp.status_code, wait)
                time.sleep(wait)
                continue
            if resp.status_code >= 400:
                raise from_response(resp)
            return resp.json() if resp.content else None

    def list_contact_lists(self, page=1):
        return self._request("GET", c.CONTACT_LISTS_PATH, params={"page": page, "per_page": c.DEFAULT_PAGE_SIZE})

    def create_contact_list(self, name, description=""):
        return self._request("POST", c.CONTACT_LISTS_PATH, json={"name": name, "description": description})

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", c.CONTACT_LIST_PATH.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id):
        return self._request("DELETE", c.CONTACT_LIST_PATH.format(list_id=list_id))

    def add_contacts(self, list_id, phones):
        body = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", c.CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id), json=body)

    def remove_contact(self, list_id, phone):
        return self._request("DELETE", c.CONTACT_LIST_CONTACT_PATH.format(list_id=list_id, phone=phone))
