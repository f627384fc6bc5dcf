import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from dialer_sync import settings
from . import constants as c
from .errors import raise_for_dialstream


class DialstreamClient:
    def __init__(self, base_url=None, api_key=None, acting_user=None, session=None):
        self.base_url = (base_url or settings.DIALSTREAM_BASE_URL).rstrip("/")
        self.session = session or requests.Session()
        retry = Retry(total=4, backoff_factor=0.5, status_forcelist=c.RETRY_STATUSES,
                      allowed_methods=None)
        self.session.mount("https://", HTTPAdapter(max_retries=retry))
        self.session.headers.update({
            c.API_KEY_HEADER: api_key or settings.DIALSTREAM_API_KEY,
            c.ACTING_USER_HEADER: acting_user or settings.DIALSTREAM_ACTING_USER,
            "Accept": "application/json",
        })

    def _request(self, method, path, **kw):
        resp = self.session.request(method, self.base_url + path, timeout=c.DEFAULT_TIMEOUT, **kw)
        raise_for_dialstream(resp)
        return resp.json() if resp.content else None

    def list_contact_lists(self, page=1):
        return self._request("GET", c.CONTACT_LISTS_PATH, params={"page": page})

    def create_contact_list(self, name, owner_email):
        return self._request("POST", c.CONTACT_LISTS_PATH, json={"name": name, "owner": owner_email})

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", c.CONTACT_LIST_PATH.format(list_id=list_id), json={"name": name})

    def append_contacts(self, list_id, phones):
        payload = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", c.CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id), json=payload)

    def remove_contact(self, list_id, phone):
        return self._request("DELETE", c.CONTACT_LIST_CONTACT_PATH.format(list_id=list_id, phone=phone))
