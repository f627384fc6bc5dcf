import logging
import os
from typing import Any, Dict, Iterable, List, Optional
from urllib.parse import quote

import requests

from .constants import (
    ACTING_USER_EMAIL_HEADER,
    ACTING_USER_ID_HEADER,
    API_KEY_HEADER,
    BASE_URL,
    DEFAULT_TIMEOUT,
    USER_AGENT,
)
from .errors import error_from_response
from .retry import with_retries

log = logging.getLogger(__name__)


class DialhubClient:
    def __init__(
        self,
        api_key: Optional[str] = None,
        acting_user: Optional[str] = None,
        acting_user_id: Optional[str] = None,
        base_url: str = BASE_URL,
        session: Optional[requests.Session] = None,
    ):
        self.base_url = base_url.rstrip("/")
        self.session = session or requests.Session()
        headers = {
            API_KEY_HEADER: api_key or os.environ["DIALHUB_API_KEY"],
            "User-Agent": USER_AGENT,
            "Accept": "application/json",
        }
        if acting_user_id:
            headers[ACTING_USER_ID_HEADER] = acting_user_id
        else:
            headers[ACTING_USER_EMAIL_HEADER] = acting_user or os.environ["DIALHUB_ACTING_USER"]
        self.session.headers.update(headers)

    @with_retries
    def _request(self, method: str, path: str, **kwargs) -> Any:
        url = f"{self.base_url}{path}"
        kwargs.setdefault("timeout", DEFAULT_TIMEOUT)
        resp = self.session.request(method, url, **kwargs)
        log.debug("dialhub %s %s -> %s", method, path, resp.status_code)
        if resp.status_code >= 400:
            raise error_from_response(resp)
        if resp.status_code == 204 or not resp.content:
            return None
        return resp.json()

    # --- calls -------------------------------------------------------------
    def list_calls(self, since: str) -> List[Dict[str, Any]]:
        return self._request("GET", "/calls", params={"since": since})["data"]

    # --- contact lists -----------------------------------------------------
    def list_contact_lists(self) -> Iterable[Dict[str, Any]]:
        page = 1
        while True:
            data = self._request("GET", "/contact-lists", params={"page": page})
            yield from data["data"]
            if not data.get("has_more"):
                return
            page += 1

    def create_contact_list(self, name: str, owner_email: str) -> Dict[str, Any]:
        return self._request("POST", "/contact-lists", json={"name": name, "owner": owner_email})

    def get_contact_list(self, list_id: str) -> Dict[str, Any]:
        return self._request("GET", f"/contact-lists/{list_id}")

    def rename_contact_list(self, list_id: str, name: str) -> Dict[str, Any]:
        return self._request("PATCH", f"/contact-lists/{list_id}", json={"name": name})

    def delete_contact_list(self, list_id: str) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}")

    def add_contacts(self, list_id: str, phones: List[str]) -> Dict[str, Any]:
        path = f"/contact-lists/{list_id}/contacts"
        return self._request("POST", path, json={"phones": phones})

    def remove_contact(self, list_id: str, phone: str) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{quote(phone)}")
