import logging

import requests
from django.conf import settings

from . import constants as c
from .exceptions import (
    RingPilotAuthError,
    RingPilotBadRequest,
    RingPilotError,
    RingPilotListNotFound,
    RingPilotRateLimited,
    RingPilotUnavailable,
    RingPilotUserNotFound,
)
from .retry import with_backoff

log = logging.getLogger(__name__)


class RingPilotClient:
    def __init__(self, api_key=None, acting_email=None, session=None):
        cfg = settings.RINGPILOT
        self.base_url = c.BASE_PATH_TEMPLATE.format(host=cfg["HOST"], version=cfg["API_VERSION"])
        self.timeout = cfg["TIMEOUT"]
        self.session = session or requests.Session()
        self.session.headers.update({
            c.HEADER_API_KEY: api_key or cfg["API_KEY"],
            c.HEADER_ACTING_USER: acting_email or cfg["ACTING_EMAIL"],
            "Accept": "application/json",
            "User-Agent": "harborpoint-monolith/ringpilot",
        })

    # -- low level ---------------------------------------------------------
    def _raise_for(self, resp):
        try:
            body = resp.json()
        except ValueError:
            body = {}
        message = body.get("error") or resp.reason
        details = body.get("details", [])
        status = resp.status_code

        if status == 401:
            raise RingPilotAuthError(message, status, details, resp)
        if status == 400:
            raise RingPilotBadRequest(message, status, details, resp)
        if status == 404:
            if message.lower() == c.USER_NOT_FOUND_MSG:
                raise RingPilotUserNotFound(message, status, details, resp)
            raise RingPilotListNotFound(message, status, details, resp)
        if status == 429:
            raise RingPilotRateLimited(message, status, details, resp,
                                       retry_after=float(resp.headers.get("Retry-After", 1)))
        if status in (502, 503):
            raise RingPilotUnavailable(message, status, details, resp)
        raise RingPilotError(message, status, details, resp)

    @with_backoff(max_retries=settings.RINGPILOT["MAX_RETRIES"])
    def _request(self, method, path, **kwargs):
        url = f"{self.base_url}{path}"
        resp = self.session.request(method, url, timeout=self.timeout, **kwargs)
        if resp.status_code >= 400:
            self._raise_for(resp)
        if resp.status_code == 204:
            return None
        return resp.json()

    # -- contact lists -----------------------------------------------------
    def list_contact_lists(self, page=1):
        return self._request("GET", c.CONTACT_LISTS, params={"page": page})

    def create_contact_list(self, name, description=""):
        return self._request("POST", c.CONTACT_LISTS, json={"name": name, "description": description})

    def get_contact_list(self, list_id):
        return self._request("GET", c.CONTACT_LIST.format(list_id=list_id))

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", c.CONTACT_LIST.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id):
        return self._request("DELETE", c.CONTACT_LIST.format(list_id=list_id))

    def add_contacts(self, list_id, phones):
        payload = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", c.CONTACT_LIST_CONTACTS.format(list_id=list_id), json=payload)

    def remove_contact(self, list_id, phone):
        return self._request("DELETE", c.CONTACT_LIST_CONTACT.format(list_id=list_id, phone=phone))

    # -- calls -------------------------------------------------------------
    def call_history(self, since=None):
        return self._request("GET", "/calls", params={"since": since} if since else None)
