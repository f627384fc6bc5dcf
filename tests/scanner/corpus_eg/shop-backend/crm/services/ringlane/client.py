import logging
import time
from functools import lru_cache
from urllib.parse import quote

from django.conf import settings

from . import constants as c
from .exceptions import error_from_response
from .session import build_session

logger = logging.getLogger(__name__)


class RinglaneClient:
    def __init__(self, api_key=None, base_url=None, session=None, default_acting_email=None):
        self.api_key = api_key or settings.RINGLANE_API_KEY
        self.base_url = (base_url or settings.RINGLANE_BASE_URL).rstrip("/")
        self.session = session or build_session(self.api_key)
        self.default_acting_email = default_acting_email or settings.RINGLANE_DEFAULT_ACTING_EMAIL
        self.max_post_retries = 2

    # -- plumbing ---------------------------------------------------------
    def _acting_headers(self, acting_email=None, acting_user_id=None):
        if acting_user_id:
            return {c.USER_ID_HEADER: str(acting_user_id)}
        return {c.USER_EMAIL_HEADER: acting_email or self.default_acting_email}

    def _request(self, method, path, acting_email=None, acting_user_id=None, **kwargs):
        url = f"{self.base_url}{path}"
        headers = self._acting_headers(acting_email, acting_user_id)
        attempt = 0
        while True:
            resp = self.session.request(
                method, url, headers=headers, timeout=c.DEFAULT_TIMEOUT, **kwargs
            )
            if resp.status_code == 502 and method == "POST" and attempt < self.max_post_retries:
                attempt += 1
                logger.warning("ringlane %s %s got 502, retry %s", method, path, attempt)
                time.sleep(0.5 * attempt)
                continue
            break
        if resp.status_code >= 400:
            raise error_from_response(resp)
        if resp.status_code == 204 or not resp.content:
            return None
        return resp.json()

    # -- contact lists ----------------------------------------------------
    def list_contact_lists(self, acting_email=None, page=1):
        return self._request(
            "GET", c.CONTACT_LISTS_PATH, acting_email=acting_email, params={"page": page}
        )

    def create_contact_list(self, name, acting_email=None, description=""):
        payload = {"name": name, "description": description}
        return self._request("POST", c.CONTACT_LISTS_PATH, acting_email=acting_email, json=payload)

    def get_contact_list(self, list_id, acting_email=None):
        path = c.CONTACT_LIST_DETAIL_PATH.format(list_id=list_id)
        return self._request("GET", path, acting_email=acting_email)

    def rename_contact_list(self, list_id, name, acting_email=None):
        path = c.CONTACT_LIST_DETAIL_PATH.format(list_id=list_id)
        return self._request("PATCH", path, acting_email=acting_email, json={"name": name})

    def delete_contact_list(self, list_id, acting_email=None):
        path = c.CONTACT_LIST_DETAIL_PATH.format(list_id=list_id)
        return self._request("DELETE", path, acting_email=acting_email)

    def archive_contact_list(self, list_id, acting_email=None):
        return self._request("POST", f"/contact-lists/{list_id}/archive", acting_email=acting_email)

    def add_contacts(self, list_id, phones, acting_email=None):
        path = c.CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id)
        added = 0
        for start in range(0, len(phones), c.MAX_CONTACTS_PER_BATCH):
            batch = phones[start : start + c.MAX_CONTACTS_PER_BATCH]
            body = {"contacts": [{"phone": p} for p in batch]}
            result = self._request("POST", path, acting_email=acting_email, json=body)
            added += (result or {}).get("added", 0)
        return added

    def remove_contact(self, list_id, phone, acting_email=None):
        path = c.CONTACT_LIST_CONTACT_PATH.format(list_id=list_id, phone=quote(phone))
        return self._request("DELETE", path, acting_email=acting_email)

    # -- calls -------------------------------------------------------------
    def start_call(self, phone, rep_user_id, order_ref=None):
        body = {"to": phone, "metadata": {"order_ref": order_ref}}
        return self._request("POST", c.CALLS_PATH, acting_user_id=rep_user_id, json=body)

    def get_call(self, call_id):
        return self._request("GET", c.CALL_DETAIL_PATH.format(call_id=call_id))


@lru_cache(maxsize=1)
def get_client() -> RinglaneClient:
    return RinglaneClient()
