import logging
from typing import Iterable

import requests
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

from .base import DialerAdapter, Lead
from .talkrail_errors import (
    TalkrailApiDisabled,
    TalkrailError,
    TalkrailTransientError,
    TalkrailUserNotFound,
    raise_for_talkrail,
)

log = logging.getLogger(__name__)

LISTS_PATH = "/contact-lists"


class TalkrailAdapter(DialerAdapter):
    def __init__(self, base_url, api_key, acting_user, timeout=10, webhook_secret=None):
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers["x-api-key"] = api_key
        self.session.headers["x-user-email"] = acting_user
        self.session.headers["User-Agent"] = "quillmark-crm-sync/3"

    @retry(
        retry=retry_if_exception_type(TalkrailTransientError),
        stop=stop_after_attempt(4),
        wait=wait_exponential(multiplier=0.5, max=8),
        reraise=True,
    )
    def _call(self, method, path, **kwargs):
        resp = self.session.request(method, self.base_url + path, timeout=self.timeout, **kwargs)
        raise_for_talkrail(resp)
        return resp.json() if resp.content else None

    def create_list(self, name: str) -> str:
        data = self._call("POST", LISTS_PATH, json={"name": name, "source": "salesforce"})
        return data["id"]

    def get_list(self, list_id: str) -> dict:
        return self._call("GET", f"{LISTS_PATH}/{list_id}")

    def rename_list(self, list_id: str, name: str) -> None:
        self._call("PATCH", f"{LISTS_PATH}/{list_id}", json={"name": name})

    def add_leads(self, list_id: str, leads: Iterable[Lead]) -> int:
        contacts = [
            {"phone": l.phone, "firstName": l.first_name, "lastName": l.last_name, "externalId": l.sf_id}
            for l in leads
        ]
        try:
            data = self._call("POST", f"/contact-lists/{list_id}/contacts", json={"contacts": contacts})
        except TalkrailUserNotFound:
            log.error("acting user %s is not provisioned in Talkrail", self.session.headers.get("x-user-email"))
            raise
        except TalkrailApiDisabled:
            log.warning("Talkrail public API disabled for our workspace; skipping push")
            return 0
        return data.get("added", len(contacts))

    def remove_lead(self, list_id: str, phone: str) -> None:
        try:
            self._call("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")
        except TalkrailError as exc:
            if exc.status == 404 and exc.message == "contact list not found":
                return
            raise

    def delete_list(self, list_id: str) -> None:
        self._call("DELETE", f"{LISTS_PATH}/{list_id}")
