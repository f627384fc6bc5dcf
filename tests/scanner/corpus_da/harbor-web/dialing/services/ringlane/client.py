import logging
import time
from urllib.parse import quote

import requests
from django.conf import settings

from . import constants as c
from .errors import raise_for_ringlane_error

log = logging.getLogger("dialing.ringlane")

# Ringlane's gateway flaps when their IdP is slow; those are safe to retry.
RETRYABLE_STATUSES = {429, 502}
MAX_ATTEMPTS = 3


class RinglaneClient:
    def __init__(self, base_url, api_key, acting_user, timeout=c.DEFAULT_TIMEOUT):
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers.update(
            {
                c.API_KEY_HEADER: api_key,
                c.ACTING_USER_HEADER: acting_user,
                "Accept": "application/json",
                "User-Agent": "harbor-web/3 (+platform@harborline.co)",
            }
        )

    @classmethod
    def for_host(cls, host, api_key, acting_user):
        base = host.rstrip("/") + c.PATH_TEMPLATE.format(version=c.API_VERSION)
        return cls(base, api_key, acting_user)

    def _request(self, method, path, acting_user=None, **kwargs):
        url = f"{self.base_url}{path}"
        headers = kwargs.pop("headers", {})
        if acting_user:
            headers[c.ACTING_USER_HEADER] = acting_user
        for attempt in range(1, MAX_ATTEMPTS + 1):
            resp = self.session.request(
                method, url, headers=headers, timeout=self.timeout, **kwargs
            )
            if resp.status_code in RETRYABLE_STATUSES and attempt < MAX_ATTEMPTS:
                log.warning("ringlane %s %s -> %s, retrying", method, path, resp.status_code)
                time.sleep(0.5 * 2 ** attempt)
                continue
            break
        raise_for_ringlane_error(resp)
        return resp.json() if resp.content else None

    # -- contact lists ---------------------------------------------------------
    def list_contact_lists(self, page=1):
        return self._request("GET", c.CONTACT_LISTS, params={"page": page})

    def create_contact_list(self, name, owner_email):
        return self._request("POST", c.CONTACT_LISTS, acting_user=owner_email, json={"name": name})

    def get_contact_list(self, list_id):
        return self._request("GET", c.CONTACT_LIST.format(list_id=list_id))

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", c.CONTACT_LIST.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id):
        return self._request("DELETE", c.CONTACT_LIST.format(list_id=list_id))

    def append_contacts(self, list_id, phones):
        path = c.CONTACT_LIST_CONTACTS.format(list_id=list_id)
        for i in range(0, len(phones), c.MAX_CONTACTS_PER_APPEND):
            chunk = phones[i : i + c.MAX_CONTACTS_PER_APPEND]
            self._request("POST", path, json={"phones": chunk})

    def remove_contact(self, list_id, phone):
        return self._request("DELETE", f"/contact-lists/{list_id}/contacts/{quote(phone)}")

    # -- misc ------------------------------------------------------------------
    def whoami(self):
        return self._request("GET", c.USERS_ME)


def get_client(acting_user=None):
    cfg = settings.RINGLANE
    return RinglaneClient(
        cfg["BASE_URL"],
        cfg["API_KEY"],
        acting_user or cfg["ACTING_USER"],
        timeout=cfg["TIMEOUT"],
    )
