"""Legacy Callbrook client (public API v1). Delete once RO-412 ships."""
import requests
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

from . import constants as c
from .errors import IdentityProviderUnavailable, RateLimited, raise_for_legacy


class LegacyCallbrookClient:
    def __init__(self, api_key, acting_email=None, acting_user_id=None, base_url=c.V1_BASE_URL):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["x-api-key"] = api_key
        if acting_user_id:
            self.session.headers["x-user-id"] = acting_user_id
        else:
            self.session.headers["x-user-email"] = acting_email

    @retry(
        retry=retry_if_exception_type((IdentityProviderUnavailable, RateLimited)),
        wait=wait_exponential(multiplier=0.5, max=8),
        stop=stop_after_attempt(4),
    )
    def _request(self, method, path, **kw):
        resp = self.session.request(method, self.base_url + path, timeout=c.DEFAULT_TIMEOUT, **kw)
        raise_for_legacy(resp)
        return resp.json() if resp.content else None

    def list_contact_lists(self):
        return self._request("GET", c.CONTACT_LISTS)["data"]

    def create_contact_list(self, name, owner_email):
        return self._request("POST", c.CONTACT_LISTS, json={"name": name, "owner": owner_email})

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", c.CONTACT_LIST.format(list_id=list_id), json={"name": name})

    def append_contacts(self, list_id, phones):
        body = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", c.CONTACT_LIST_CONTACTS.format(list_id=list_id), json=body)

    def remove_contact(self, list_id, phone):
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")
