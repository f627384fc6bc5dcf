import logging

import requests
from django.conf import settings

from . import constants as c
from .errors import classify

log = logging.getLogger(__name__)


class RinglaneClient:
    def __init__(self, acting_user=None, session=None):
        self.base_url = settings.RINGLANE_HOST.rstrip("/") + c.BASE_PATH
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                c.HEADER_API_KEY: settings.RINGLANE_API_KEY,
                c.HEADER_ACTING_USER: acting_user or settings.RINGLANE_DEFAULT_OWNER,
                "Accept": "application/json",
                "User-Agent": "solstead-crm-sync/2.7",
            }
        )

    def _request(self, method, path, **kwargs):
        url = self.base_url + path
        resp = self.session.request(method, url, timeout=settings.RINGLANE_TIMEOUT, **kwargs)
        if resp.status_code >= 400:
            log.warning("ringlane %s %s -> %s", method, path, resp.status_code)
            raise classify(resp)
        return resp.json() if resp.content else None

    def list_contact_lists(self, page=1):
        return self._request("GET", c.CONTACT_LISTS, params={"page": page})

    def create_contact_list(self, name, campaign):
        return self._request("POST", c.CONTACT_LISTS, json={"name": name, "campaign": campaign})

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", c.CONTACT_LIST.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id):
        return self._request("DELETE", c.CONTACT_LIST.format(list_id=list_id))

    def append_contacts(self, list_id, contacts):
        path = c.CONTACT_LIST_CONTACTS.format(list_id=list_id)
        for i in range(0, len(contacts), c.MAX_CONTACTS_PER_APPEND):
            chunk = contacts[i : i + c.MAX_CONTACTS_PER_APPEND]
            self._request("POST", path, json={"contacts": chunk})

    def remove_contact(self, list_id, phone):
        return self._request("DELETE", c.CONTACT_LIST_CONTACT.format(list_id=list_id, phone=phone))
