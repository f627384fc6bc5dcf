import requests
from django.conf import settings
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from .constants import (
    ACTING_USER_HEADER,
    API_KEY_HEADER,
    CONTACT_LIST_CONTACT_PATH,
    CONTACT_LIST_CONTACTS_PATH,
    CONTACT_LIST_PATH,
    CONTACT_LISTS_PATH,
    MAX_CONTACTS_PER_REQUEST,
    RETRYABLE_STATUSES,
)
from .errors import raise_for_response


class DialwiseClient:
    def __init__(self, base_url=None, api_key=None, acting_user=None, session=None):
        self.base_url = (base_url or settings.DIALWISE_BASE_URL).rstrip("/")
        self.timeout = settings.DIALWISE_TIMEOUT
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                API_KEY_HEADER: api_key or settings.DIALWISE_API_KEY,
                ACTING_USER_HEADER: acting_user or settings.DIALWISE_ACTING_USER,
                "Accept": "application/json",
                "User-Agent": "northpeak-crm-sync/1.8",
            }
        )
        retry = Retry(
            total=3,
            backoff_factor=0.5,
            status_forcelist=RETRYABLE_STATUSES,
            allowed_methods=frozenset({"GET", "DELETE"}),
        )
        self.session.mount("https://", HTTPAdapter(max_retries=retry))

    def _request(self, method, path, **kwargs):
        resp = self.session.request(method, self.base_url + path, timeout=self.timeout, **kwargs)
        raise_for_response(resp)
        return resp.json() if resp.content else None

    def list_contact_lists(self):
        return self._request("GET", CONTACT_LISTS_PATH)["data"]

    def create_contact_list(self, name, territory):
        payload = {"name": name, "metadata": {"territory": territory}}
        return self._request("POST", CONTACT_LISTS_PATH, json=payload)

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", CONTACT_LIST_PATH.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id):
        self._request("DELETE", CONTACT_LIST_PATH.format(list_id=list_id))

    def add_contacts(self, list_id, contacts):
        path = CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id)
        for i in range(0, len(contacts), MAX_CONTACTS_PER_REQUEST):
            chunk = contacts[i : i + MAX_CONTACTS_PER_REQUEST]
            self._request("POST", path, json={"contacts": chunk})

    def remove_contact(self, list_id, phone):
        self._request("DELETE", CONTACT_LIST_CONTACT_PATH.format(list_id=list_id, phone=phone))
