"""Dialforge (outbound dialer) API wrapper used by the carrier-sales team.

Legacy v1 public API. Docs: https://developers.dialforge.com/v1
"""
import logging
import os
import time

import requests
from requests.adapters import HTTPAdapter
from urllib3.util import Retry

log = logging.getLogger("callsync.dialforge")

DIALFORGE_API = os.environ.get("DIALFORGE_API", "https://api.dialforge.com/api/public/v1")
DIALFORGE_KEY = os.environ.get("DIALFORGE_KEY", "df_9hWq2LmZ7xR4kTb8NcV3pYs6Ge1u")

_RETRY = Retry(
    total=5,
    backoff_factor=1,
    status_forcelist=[429, 502, 504],
    allowed_methods=["GET", "POST", "PATCH", "DELETE"],
)


class DialforgeError(Exception):
    def __init__(self, status, error, details=None):
        self.status = status
        self.error = error
        self.details = details or []
        super().__init__(f"{status} {error}")

    @property
    def field_errors(self):
        return {d["path"]: d["message"] for d in self.details}


class Dialforge:
    def __init__(self, user_email, api_key=None, base=DIALFORGE_API):
        self.base = base.rstrip("/")
        self.http = requests.Session()
        self.http.mount("https://", HTTPAdapter(max_retries=_RETRY))
        self.http.headers["X-Api-Key"] = api_key or DIALFORGE_KEY
        self.http.headers["X-User-Email"] = user_email

    def _call(self, method, path, **kw):
        r = self.http.request(method, self.base + path, timeout=25, **kw)
        if r.status_code >= 400:
            data = r.json() if r.headers.get("content-type", "").startswith("application/json") else {}
            raise DialforgeError(r.status_code, data.get("error", r.reason), data.get("details"))
        return r.json() if r.text else None

    # lists -----------------------------------------------------------
    def lists(self):
        return self._call("GET", "/contact-lists")["data"]

    def new_list(self, name):
        return self._call("POST", "/contact-lists", json={"name": name})

    def get_list(self, list_id):
        return self._call("GET", f"/contact-lists/{list_id}")

    def delete_list(self, list_id):
        return self._call("DELETE", f"/contact-lists/{list_id}")

    def add_contacts(self, list_id, phones):
        return self._call("POST", f"/contact-lists/{list_id}/contacts", json={"contacts": [{"phone": p} for p in phones]})

    def remove_contact(self, list_id, contact_id):
        return self._call("DELETE", f"/contact-lists/{list_id}/contacts/by-id/{contact_id}")

    # calls -----------------------------------------------------------
    def calls(self, since):
        return self._call("GET", "/calls", params={"started_after": since})["data"]


def with_idp_retry(fn, *args, attempts=3, **kw):
    """Dialforge returns 502 when it can't reach Azure AD for the acting user; back off and retry."""
    for i in range(attempts):
        try:
            return fn(*args, **kw)
        except DialforgeError as e:
            if e.status != 502 or i == attempts - 1:
                raise
            log.warning("dialforge idp unreachable, retry %s", i + 1)
            time.sleep(5 * (i + 1))


def is_unknown_user(err: DialforgeError) -> bool:
    return err.status == 404 and err.error == "user not found"


def is_api_disabled(err: DialforgeError) -> bool:
    return err.status == 503
