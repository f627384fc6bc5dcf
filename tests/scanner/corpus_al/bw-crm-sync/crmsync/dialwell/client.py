import logging
from urllib.parse import quote

import requests
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

from crmsync import settings
from .constants import (
    ACTING_USER_HEADER,
    API_KEY_HEADER,
    CONTACT_LISTS_PATH,
    PAGE_SIZE,
    RETRYABLE_STATUSES,
)
from .errors import USER_NOT_FOUND_MSG, DialwellError, DialwellUnavailable, DialwellUserNotFound

log = logging.getLogger(__name__)


def _is_retryable(exc):
    return isinstance(exc, DialwellError) and exc.status in RETRYABLE_STATUSES


class DialwellClient:
    def __init__(self, base_url=None, api_key=None, acting_user=None, session=None):
        self.base_url = (base_url or settings.DIALWELL_BASE_URL).rstrip("/")
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                API_KEY_HEADER: api_key or settings.DIALWELL_API_KEY,
                ACTING_USER_HEADER: acting_user or settings.DIALWELL_ACTING_USER,
                "Accept": "application/json",
            }
        )

    @retry(retry=retry_if_exception(_is_retryable), stop=stop_after_attempt(4),
           wait=wait_exponential(multiplier=0.5, max=8), reraise=True)
    def _request(self, method, path, **kwargs):
        resp = self.session.request(method, self.base_url + path,
                                    timeout=settings.HTTP_TIMEOUT, **kwargs)
        if resp.ok:
            return resp.json() if resp.content else None
        self._raise_for(resp)

    def _raise_for(self, resp):
        try:
            body = resp.json()
        except ValueError:
            body = {}
        message = body.get("error") or resp.text
        details = body.get("details", [])
        for d in details:
            log.warning("dialwell validation: %s: %s", d.get("path"), d.get("message"))
        if resp.status_code == 404 and message == USER_NOT_FOUND_MSG:
            raise DialwellUserNotFound(404, message, details)
        if resp.status_code == 503:
            raise DialwellUnavailable(503, message, details)
        raise DialwellError(resp.status_code, message, details)

    def list_contact_lists(self):
        out, page = [], 1
        while True:
            data = self._request("GET", CONTACT_LISTS_PATH, params={"page": page, "per_page": PAGE_SIZE})
            out.extend(data["items"])
            if not data.get("next_page"):
                return out
            page += 1

    def create_contact_list(self, name, owner_email):
        return self._request("POST", CONTACT_LISTS_PATH, json={"name": name, "owner": owner_email})

    def append_contacts(self, list_id, phones):
        payload = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", f"{CONTACT_LISTS_PATH}/{list_id}/contacts", json=payload)

    def remove_contact(self, list_id, phone):
        return self._request("DELETE", f"/contact-lists/{list_id}/contacts/{quote(phone)}")

    def delete_contact_list(self, list_id):
        return self._request("DELETE", f"{CONTACT_LISTS_PATH}/{list_id}")
