import logging

import requests
from django.conf import settings

from . import constants as c
from .errors import (
    ContactListNotFound,
    RinglaneAuthError,
    RinglaneError,
    RinglaneUnavailable,
    RinglaneUserNotFound,
)

logger = logging.getLogger(__name__)


class RinglaneClient:
    """Thin wrapper around the Ringlane public API used by the CRM."""

    def __init__(self, api_key=None, acting_user=None, base_url=None, session=None):
        self.base_url = (base_url or settings.RINGLANE_API_BASE).rstrip("/")
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                c.API_KEY_HEADER: api_key or settings.RINGLANE_API_KEY,
                c.ACTING_USER_HEADER: acting_user or settings.RINGLANE_ACTING_USER_EMAIL,
                "Accept": "application/json",
                "User-Agent": "tidewater-crm/2.14",
            }
        )

    def _request(self, method, path, **kwargs):
        url = f"{self.base_url}{path}"
        resp = self.session.request(method, url, timeout=c.DEFAULT_TIMEOUT, **kwargs)
        logger.debug("ringlane %s %s -> %s", method, path, resp.status_code)
        if resp.ok:
            return resp.json() if resp.content else None

        err = RinglaneError.from_response(resp)
        if resp.status_code == 401:
            raise RinglaneAuthError(err.status, err.error, err.details)
        if resp.status_code == 404 and err.error.lower() == "user not found":
            raise RinglaneUserNotFound(err.status, err.error, err.details)
        if resp.status_code == 404:
            raise ContactListNotFound(err.status, err.error, err.details)
        if resp.status_code in (502, 503):
            raise RinglaneUnavailable(err.status, err.error, err.details)
        raise err

    # -- contact lists -----------------------------------------------------
    def list_contact_lists(self):
        return self._request("GET", c.CONTACT_LISTS_PATH)

    def create_contact_list(self, name, description=""):
        return self._request("POST", c.CONTACT_LISTS_PATH, json={"name": name, "description": description})

    def get_contact_list(self, list_id):
        return self._request("GET", c.CONTACT_LIST_PATH.format(list_id=list_id))

    def delete_contact_list(self, list_id):
        return self._request("DELETE", c.CONTACT_LIST_PATH.format(list_id=list_id))

    def add_contacts(self, list_id, phones):
        path = c.CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id)
        for start in range(0, len(phones), c.MAX_CONTACTS_PER_REQUEST):
            chunk = phones[start : start + c.MAX_CONTACTS_PER_REQUEST]
            self._request("POST", path, json={"contacts": [{"phone": p} for p in chunk]})

    def remove_contact(self, list_id, phone):
        path = c.CONTACT_LIST_CONTACT_PATH.format(list_id=list_id, phone=phone)
        return self._request("DELETE", path)
