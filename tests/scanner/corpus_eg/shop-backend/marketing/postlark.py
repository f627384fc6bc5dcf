"""Newsletter audience sync with Postlark (our ESP).

Postlark calls audiences "contact lists"; nothing to do with the dialer.
"""
import logging

import requests
from django.conf import settings

logger = logging.getLogger(__name__)


class PostlarkError(Exception):
    pass


class Postlark:
    def __init__(self, api_key=None, base_url=None):
        self.base_url = (base_url or settings.POSTLARK_API_URL).rstrip("/")
        self.s = requests.Session()
        self.s.headers.update({"x-api-key": api_key or settings.POSTLARK_API_KEY, "Content-Type": "application/json"})

    def _check(self, r):
        if r.ok:
            return r.json() if r.content else None
        try:
            msg = r.json()["error"]
        except (ValueError, KeyError):
            msg = r.text
        if r.status_code == 404 and msg == "contact list not found":
            raise PostlarkError("newsletter audience was deleted in Postlark")
        raise PostlarkError(f"{r.status_code}: {msg}")

    def upsert_subscriber(self, list_id, email, first_name=""):
        r = self.s.post(
            f"{self.base_url}/contact-lists/{list_id}/contacts",
            json={"email": email, "fields": {"first_name": first_name}},
            timeout=10,
        )
        return self._check(r)

    def unsubscribe(self, list_id, email):
        r = self.s.delete(f"{self.base_url}/contact-lists/{list_id}/contacts/{email}", timeout=10)
        return self._check(r)

    def lists(self):
        return self._check(self.s.get(f"{self.base_url}/contact-lists", timeout=10))
