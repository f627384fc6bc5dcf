import logging
from urllib.parse import quote

import requests
from django.conf import settings
from tenacity import (
    before_sleep_log,
    retry,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential_jitter,
)

from .constants import (
    API_PREFIX,
    API_VERSION,
    CONTACT_LIST_CONTACTS,
    CONTACT_LIST_DETAIL,
    CONTACT_LISTS,
    HEADER_ACTING_USER,
    HEADER_API_KEY,
    MAX_CONTACTS_PER_CALL,
    RETRYABLE_STATUSES,
)
from .errors import DialwiseError, raise_for_response

log = logging.getLogger(__name__)


def _retryable(exc):
    if isinstance(exc, (requests.ConnectionError, requests.Timeout)):
        return True
    return isinstance(exc, DialwiseError) and exc.status in RETRYABLE_STATUSES


_retry = retry(
    retry=retry_if_exception(_retryable),
    stop=stop_after_attempt(4),
    wait=wait_exponential_jitter(initial=0.5, max=8),
    before_sleep=before_sleep_log(log, logging.WARNING),
    reraise=True,
)


class DialwiseClient:
    def __init__(self, host=None, api_key=None, acting_user=None, session=None, timeout=None):
        cfg = settings.DIALWISE
        host = (host or cfg["HOST"]).rstrip("/")
        self.base_url = host + API_PREFIX.format(version=API_VERSION)
        self.timeout = timeout or cfg["TIMEOUT"]
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                HEADER_API_KEY: api_key or cfg["API_KEY"],
                HEADER_ACTING_USER: acting_user or cfg["ACTING_USER"],
                "Accept": "application/json",
                "User-Agent": "harbor-web/1.0 (+https://harborline.io)",
            }
        )

    @_retry
    def _request(self, method, path, **kwargs):
        resp = self.session.request(method, self.base_url + path, timeout=self.timeout, **kwargs)
        raise_for_response(resp)
        return resp.json() if resp.content else None

    # -- contact lists ---------------------------------------------------

    def list_contact_lists(self, page=1, page_size=100):
        return self._request("GET", CONTACT_LISTS, params={"page": page, "page_size": page_size})

    def create_contact_list(self, name, external_id=None):
        payload = {"name": name, "external_id": external_id}
        return self._request("POST", CONTACT_LISTS, json=payload)

    def get_contact_list(self, list_id):
        return self._request("GET", CONTACT_LIST_DETAIL.format(list_id=list_id))

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", CONTACT_LIST_DETAIL.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id):
        return self._request("DELETE", CONTACT_LIST_DETAIL.format(list_id=list_id))

    def append_contacts(self, list_id, phones):
        path = CONTACT_LIST_CONTACTS.format(list_id=list_id)
        added = 0
        for i in range(0, len(phones), MAX_CONTACTS_PER_CALL):
            chunk = phones[i : i + MAX_CONTACTS_PER_CALL]
            result = self._request("POST", path, json={"phones": chunk})
            added += result.get("added", 0)
        return added

    def remove_contact(self, list_id, phone):
        return self._request("DELETE", f"/contact-lists/{list_id}/contacts/{quote(phone)}")


def get_client():
    return DialwiseClient()
