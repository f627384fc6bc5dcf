"""requests-based adapter for the Dialforge public API."""
import logging
from urllib.parse import quote

import requests
from django.conf import settings
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

logger = logging.getLogger(__name__)


class DialforgeError(Exception):
    def __init__(self, status, message):
        super().__init__(f"{status}: {message}")
        self.status = status
        self.message = message


class ActingUserNotFound(DialforgeError):
    pass


class DialforgeDisabled(DialforgeError):
    pass


def _session():
    cfg = settings.DIALFORGE
    s = requests.Session()
    retry = Retry(total=3, backoff_factor=0.5, status_forcelist=(429, 502), allowed_methods=None)
    s.mount("https://", HTTPAdapter(max_retries=retry))
    s.headers.update(
        {
            "X-API-Key": cfg["API_KEY"],
            "X-User-Email": cfg["ACTING_USER_EMAIL"],
            "Accept": "application/json",
        }
    )
    return s


def _raise_for_status(resp):
    if resp.ok:
        return
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") if isinstance(payload.get("error"), str) else resp.reason
    if resp.status_code == 404 and message == "user not found":
        raise ActingUserNotFound(resp.status_code, message)
    if resp.status_code == 503:
        raise DialforgeDisabled(resp.status_code, message)
    for detail in payload.get("details", []):
        logger.warning("dialforge rejected %s: %s", detail.get("path"), detail.get("message"))
    raise DialforgeError(resp.status_code, message)


class DialforgeClient:
    def __init__(self):
        self.base = settings.DIALFORGE["BASE_URL"].rstrip("/")
        self.timeout = settings.DIALFORGE["TIMEOUT"]
        self.http = _session()

    def list_contact_lists(self):
        resp = self.http.get(f"{self.base}/contact-lists", timeout=self.timeout)
        _raise_for_status(resp)
        return resp.json()

    def append_contacts(self, list_id, phones):
        resp = self.http.post(
            f"{self.base}/contact-lists/{list_id}/contacts",
            json={"contacts": [{"phone": p} for p in phones]},
            timeout=self.timeout,
        )
        _raise_for_status(resp)

    def remove_contact(self, list_id, phone):
        resp = self.http.delete(f"{self.base}/contact-lists/{list_id}/contacts/{quote(phone)}", timeout=self.timeout)
        _raise_for_status(resp)
