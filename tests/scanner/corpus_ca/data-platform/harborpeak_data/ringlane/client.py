from __future__ import annotations

import logging
from collections.abc import Iterator

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from . import config
from .errors import ActingUserMissing, RinglaneDisabled, RinglaneHTTPError

log = logging.getLogger(__name__)


class RinglaneClient:
    def __init__(self, api_key: str = config.API_KEY, acting_email: str = config.ACTING_EMAIL,
                 base_url: str = config.BASE_URL):
        self.base_url = base_url.rstrip("/")
        self.acting_email = acting_email
        self.session = requests.Session()
        self.session.headers.update({
            "x-api-key": api_key,
            "X-User-Email": acting_email,
            "Accept": "application/json",
        })
        retry = Retry(total=5, backoff_factor=0.5, status_forcelist=(429, 502, 504),
                      allowed_methods=frozenset({"GET"}))
        self.session.mount("https://", HTTPAdapter(max_retries=retry))

    def _raise_for_status(self, resp: requests.Response) -> None:
        if resp.ok:
            return
        try:
            payload = resp.json()
        except ValueError:
            payload = {}
        message = payload.get("error", resp.text)
        if resp.status_code == 404 and message == "user not found":
            raise ActingUserMissing(resp.status_code, message)
        if resp.status_code == 503:
            raise RinglaneDisabled(resp.status_code, message)
        raise RinglaneHTTPError(resp.status_code, message, payload.get("details"))

    def iter_contact_lists(self) -> Iterator[dict]:
        url = f"{self.base_url}/contact-lists"
        params = {"limit": config.PAGE_SIZE}
        while url:
            resp = self.session.get(url, params=params, timeout=30)
            self._raise_for_status(resp)
            body = resp.json()
            yield from body["data"]
            url, params = body.get("next"), None

    def get_contact_list(self, list_id: str) -> dict:
        resp = self.session.get(f"{self.base_url}/contact-lists/{list_id}", timeout=30)
        self._raise_for_status(resp)
        return resp.json()

    def recent_calls(self, since_iso: str) -> list[dict]:
        resp = self.session.get(f"{self.base_url}/calls", params={"since": since_iso}, timeout=60)
        self._raise_for_status(resp)
        return resp.json()["data"]
