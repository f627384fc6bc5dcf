import logging
import time

import requests

from ringstead_config import (
    ACTING_USER,
    API_KEY,
    BASE_URL,
    HEADER_ACTING_USER,
    HEADER_API_KEY,
    RETRY_STATUSES,
    TIMEOUT_SECONDS,
)
from errors import ApiDisabled, ListNotFound, RingsteadError, UserNotFound

log = logging.getLogger(__name__)


class RingsteadClient:
    def __init__(self, api_key=API_KEY, acting_user=ACTING_USER):
        self.session = requests.Session()
        self.session.headers.update(
            {
                HEADER_API_KEY: api_key,
                HEADER_ACTING_USER: acting_user,
                "Accept": "application/json",
            }
        )

    def _request(self, method, path, **kwargs):
        url = f"{BASE_URL}{path}"
        for attempt in range(4):
            resp = self.session.request(method, url, timeout=TIMEOUT_SECONDS, **kwargs)
            if resp.status_code in RETRY_STATUSES and attempt < 3:
                log.warning("ringstead %s %s -> %s, retrying", method, path, resp.status_code)
                time.sleep(2 ** attempt)
                continue
            break
        if resp.ok:
            return resp.json() if resp.content else None
        payload = resp.json() if resp.headers.get("content-type", "").startswith("application/json") else {}
        if resp.status_code == 404 and payload.get("error") == "user not found":
            raise UserNotFound(resp.status_code, payload)
        if resp.status_code == 404:
            raise ListNotFound(resp.status_code, payload)
        if resp.status_code == 503:
            raise ApiDisabled(resp.status_code, payload)
        raise RingsteadError(resp.status_code, payload)

    def list_contact_lists(self):
        return self._request("GET", "/contact-lists")

    def create_contact_list(self, name, owner_email):
        return self._request("POST", "/contact-lists", json={"name": name, "owner": owner_email})

    def add_contacts(self, list_id, phones):
        body = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", f"/contact-lists/{list_id}/contacts", json=body)

    def remove_contact(self, list_id, phone):
        return self._request("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")
