import logging
from urllib.parse import quote

from django.conf import settings

from . import constants as c
from .errors import error_from_response
from .session import build_session

log = logging.getLogger(__name__)


class DialwaveClient:
    """Thin wrapper around the Dialwave public API (contact lists only)."""

    def __init__(self, acting_user=None, base_url=None, session=None):
        self.base_url = (base_url or settings.DIALWAVE_BASE_URL).rstrip("/")
        self.session = session or build_session(acting_user=acting_user)

    # -- plumbing ----------------------------------------------------------
    def _request(self, method, path, **kwargs):
        url = f"{self.base_url}{path}"
        resp = self.session.request(method, url, **kwargs)
        log.info("dialwave %s %s -> %s", method, path, resp.status_code)
        if not resp.ok:
            raise error_from_response(resp)
        if resp.status_code == 204 or not resp.content:
            return None
        return resp.json()

    # -- contact lists -----------------------------------------------------
    def list_contact_lists(self, page=1, per_page=100):
        return self._request("GET", c.CONTACT_LISTS, params={"page": page, "per_page": per_page})

    def create_contact_list(self, name, owner_email=None):
        payload = {"name": name}
        if owner_email:
            payload["owner_email"] = owner_email
        return self._request("POST", c.CONTACT_LISTS, json=payload)

    def get_contact_list(self, list_id):
        return self._request("GET", c.CONTACT_LIST.format(list_id=list_id))

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", c.CONTACT_LIST.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id):
        return self._request("DELETE", c.CONTACT_LIST.format(list_id=list_id))

    def append_contacts(self, list_id, contacts):
        """contacts: iterable of {"phone": "+1...", "first_name": ..., "company": ...}"""
        return self._request(
            "POST",
            c.CONTACT_LIST_CONTACTS.format(list_id=list_id),
            json={"contacts": list(contacts)},
        )

    def remove_contact(self, list_id, phone):
        path = c.CONTACT_LIST_CONTACT.format(list_id=list_id, phone=quote(phone, safe=""))
        return self._request("DELETE", path)
