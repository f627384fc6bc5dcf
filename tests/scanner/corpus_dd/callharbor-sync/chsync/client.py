import logging
import time
from typing import Iterable, List

import requests

from .config import settings
from .errors import ApiDisabled, CallHarborError, ListNotFound, UserNotProvisioned

log = logging.getLogger(__name__)

RETRY_STATUSES = {429, 502}


class CallHarborClient:
    def __init__(self, base_url: str = None, api_key: str = None, acting_email: str = None):
        self.base_url = (base_url or settings.callharbor_base_url).rstrip("/")
        self.session = requests.Session()
        self.session.headers.update(
            {
                "x-api-key": api_key or settings.callharbor_api_key,
                "x-user-email": acting_email or settings.acting_email,
                "Accept": "application/json",
            }
        )

    def _request(self, method: str, path: str, **kw):
        for attempt in range(4):
            resp = self.session.request(method, self.base_url + path, timeout=30, **kw)
            if resp.status_code in RETRY_STATUSES:
                wait = float(resp.headers.get("Retry-After", 2 ** attempt))
                log.warning("CallHarbor %s, retrying in %.1fs", resp.status_code, wait)
                time.sleep(wait)
                continue
            break
        if resp.status_code < 400:
            return resp.json() if resp.content else None

        err = CallHarborError.from_response(resp)
        if resp.status_code == 503:
            raise ApiDisabled(err.status, err.message)
        if resp.status_code == 404:
            if err.message == "user not found":
                raise UserNotProvisioned(err.status, err.message)
            if err.message == "contact list not found":
                raise ListNotFound(err.status, err.message)
        raise err

    def lists(self) -> List[dict]:
        return self._request("GET", "/contact-lists")["data"]

    def get_list(self, list_id: str) -> dict:
        return self._request("GET", f"/contact-lists/{list_id}")

    def add_contacts(self, list_id: str, contacts: Iterable[dict]) -> dict:
        return self._request("POST", f"/contact-lists/{list_id}/contacts", json={"contacts": list(contacts)})

    def remove_contact(self, list_id: str, phone: str) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{requests.utils.quote(phone)}")
