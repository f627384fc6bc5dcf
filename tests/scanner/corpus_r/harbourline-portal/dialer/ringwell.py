import logging

import requests
from django.conf import settings
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from .exceptions import RingwellError, RingwellTransientError, RingwellUserMissing

log = logging.getLogger(__name__)

_RETRY_STATUSES = (429, 502, 504)


def _session():
    cfg = settings.RINGWELL
    s = requests.Session()
    s.headers.update(
        {
            "x-api-key": cfg["API_KEY"],
            "x-user-email": cfg["ACTING_EMAIL"],
            "Accept": "application/json",
        }
    )
    retry = Retry(total=3, backoff_factor=0.5, status_forcelist=_RETRY_STATUSES, allowed_methods=None)
    s.mount("https://", HTTPAdapter(max_retries=retry))
    return s


class RingwellClient:
    def __init__(self, session=None):
        self.base = settings.RINGWELL["BASE_URL"].rstrip("/")
        self.timeout = settings.RINGWELL["TIMEOUT"]
        self.s = session or _session()

    def _req(self, method, path, **kw):
        r = self.s.request(method, f"{self.base}{path}", timeout=self.timeout, **kw)
        if r.ok:
            return r.json() if r.content else None
        try:
            payload = r.json()
        except ValueError:
            payload = {}
        msg = payload.get("error") or r.reason
        details = payload.get("details", [])
        for d in details:
            log.info("ringwell validation: %s -> %s", d.get("path"), d.get("message"))
        if r.status_code == 404 and msg.lower() == "user not found":
            raise RingwellUserMissing(404, msg)
        if r.status_code in (502, 503):
            raise RingwellTransientError(r.status_code, msg, details)
        raise RingwellError(r.status_code, msg, details)

    def contact_lists(self):
        return self._req("GET", "/contact-lists")

    def create_list(self, name):
        return self._req("POST", "/contact-lists", json={"name": name})

    def add_numbers(self, list_id, phones):
        return self._req("POST", f"/contact-lists/{list_id}/contacts", json={"phones": phones})

    def delete_list(self, list_id):
        return self._req("DELETE", f"/contact-lists/{list_id}")
