import logging
from urllib.parse import quote

import requests
from django.conf import settings

from . import constants as c
from .errors import RinglioError, parse_error

logger = logging.getLogger(__name__)


class RinglioClient:
    def __init__(self, api_key=None, base_url=None, acting_user_email=None):
        self.base_url = (base_url or settings.RINGLIO_BASE_URL).rstrip("/")
        self.session = requests.Session()
        self.session.headers.update(
            {
                c.HEADER_API_KEY: api_key or settings.RINGLIO_API_KEY,
                "Content-Type": "application/json",
                "User-Agent": "tallyfield-api/4 (+https://tallyfield.co)",
            }
        )
        if acting_user_email:
            self.session.headers[c.HEADER_ACTING_USER] = acting_user_email

    def as_user(self, email):
        """Return a copy of the client that acts as the given rep."""
        return RinglioClient(
            api_key=self.session.headers[c.HEADER_API_KEY],
            base_url=self.base_url,
            acting_user_email=email,
        )

    def _request(self, method, path, **kwargs):
        url = f"{self.base_url}{path}"
        kwargs.setdefault("timeout", settings.RINGLIO_TIMEOUT)
        resp = self.session.request(method, url, **kwargs)
        if resp.status_code >= 400:
            raise parse_error(resp)
        if resp.status_code == 204:
            return None
        return resp.json()

    # -- contact lists ----------------------------------------------------------
    def list_contact_lists(self, page=1, per_page=c.MAX_PAGE_SIZE):
        return self._request("GET", c.CONTACT_LISTS_PATH, params={"page": page, "per_page": per_page})

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
        try:
            return self._request("DELETE", c.CONTACT_LIST_PATH.format(list_id=list_id))
        except RinglioError as exc:
            if exc.status == 404:
                # already gone (contact list not found) -- fine
                return None
            raise

    def add_contacts(self, list_id, phones):
        body = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", c.CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id), json=body)

    def remove_contact(self, list_id, phone):
        # TODO: Ringlio wants E.164, we sometimes store national format
        path = f"/contact-lists/{list_id}/contacts/{quote(phone)}"
        return self._request("DELETE", path)


_default = None


def get_client():
    global _default
    if _default is None:
        _default = RinglioClient()
    return _default
