import logging
from urllib.parse import quote

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from . import constants as c
from .errors import parse_error

log = logging.getLogger(__name__)


class DialfieldClient:
    """Thin wrapper over the bits of the Dialfield API we actually use."""

    def __init__(self, api_key, acting_email, base_url=None, timeout=c.DEFAULT_TIMEOUT):
        self.base_url = (base_url or c.BASE_URL).rstrip("/")
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers.update(
            {
                c.API_KEY_HEADER: api_key,
                c.ACTING_USER_HEADER: acting_email,
                "Accept": "application/json",
                "User-Agent": "northbeam-lead-router/0.9",
            }
        )
        retry = Retry(
            total=3,
            backoff_factor=0.5,
            status_forcelist=c.RETRYABLE_STATUSES,
            allowed_methods=frozenset({"GET", "DELETE"}),
        )
        self.session.mount("https://", HTTPAdapter(max_retries=retry))

    def _request(self, method, path, **kwargs):
        url = f"{self.base_url}{path}"
        resp = self.session.request(method, url, timeout=self.timeout, **kwargs)
        if resp.status_code >= 400:
            raise parse_error(resp)
        if resp.status_code == 204 or not resp.content:
            return None
        return resp.json()

    # -- contact lists -------------------------------------------------------

    def list_contact_lists(self, page=1, per_page=50):
        return self._request("GET", c.CONTACT_LISTS_PATH, params={"page": page, "per_page": per_page})

    def get_contact_list(self, list_id):
        return self._request("GET", c.CONTACT_LIST_PATH.format(list_id=list_id))

    def create_contact_list(self, name, owner_email=None):
        payload = {"name": name}
        if owner_email:
            payload["owner_email"] = owner_email
        return self._request("POST", c.CONTACT_LISTS_PATH, json=payload)

    def add_contacts(self, list_id, contacts):
        """contacts: iterable of dicts with at least a `phone` key (E.164)."""
        body = {"contacts": [dict(ct) for ct in contacts]}
        return self._request("POST", c.LIST_CONTACTS_PATH.format(list_id=list_id), json=body)

    def remove_contact(self, list_id, phone):
        path = c.LIST_CONTACT_PATH.format(list_id=list_id, phone=quote(phone, safe=""))
        return self._request("DELETE", path)

    # -- calls ---------------------------------------------------------------

    def get_call(self, call_id):
        return self._request("GET", f"{c.CALLS_PATH}/{call_id}")
