import time

import requests
from django.conf import settings

from . import constants as c
from .errors import error_from_response
from utils.phone import normalize_e164


class RinglaneClient:
    def __init__(self, acting_email, session=None):
        self.base = settings.RINGLANE_HOST + c.API_PREFIX.format(version=c.API_VERSION)
        self.session = session or requests.Session()
        self.session.headers.update({
            c.API_KEY_HEADER: settings.RINGLANE_API_KEY,
            c.ACTING_USER_HEADER: acting_email,
            "Accept": "application/json",
        })

    def _request(self, method, path, **kw):
        url = self.base + path
        for attempt in range(4):
            resp = self.session.request(method, url, timeout=settings.RINGLANE_TIMEOUT, **kw)
            if resp.status_code in c.RETRYABLE_STATUSES and attempt < 3:
                time.sleep(2 ** attempt)
                continue
            if resp.status_code >= 400:
                raise error_from_response(resp)
            return resp.json() if resp.content else None

    def list_contact_lists(self):
        return self._request("GET", c.CONTACT_LISTS, params={"limit": c.DEFAULT_PAGE_SIZE})

    def get_contact_list(self, list_id):
        return self._request("GET", c.CONTACT_LIST.format(list_id=list_id))

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", c.CONTACT_LIST.format(list_id=list_id), json={"name": name})

    def add_contacts(self, list_id, phones):
        numbers = [normalize_e164(p) for p in phones]
        return self._request(
            "POST",
            c.CONTACT_LIST_CONTACTS.format(list_id=list_id),
            json={"phones": numbers},
        )

    def remove_contact(self, list_id, phone):
        path = f"/contact-lists/{list_id}/contacts/{normalize_e164(phone)}"
        return self._request("DELETE", path)
