from __future__ import annotations

import json
import logging
import os
import urllib.parse

import urllib3

from shared.ssm import CALLBRIDGE_KEY_PARAM, get_secure_param

log = logging.getLogger(__name__)
_http = urllib3.PoolManager(retries=urllib3.Retry(total=3, status_forcelist=[429, 502], backoff_factor=0.5))

BASE_URL = os.environ.get("CALLBRIDGE_BASE_URL", "https://api.callbridge.io/api/public/v1")
SERVICE_USER_ID = os.environ.get("CALLBRIDGE_SERVICE_USER_ID", "00u8f2k1qzYb7Lp4x357")


class CallbridgeError(Exception):
    def __init__(self, status: int, message: str, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []

    @property
    def transient(self) -> bool:
        return self.status in (429, 502)


def _headers() -> dict[str, str]:
    return {
        "x-api-key": get_secure_param(CALLBRIDGE_KEY_PARAM),
        "x-user-id": SERVICE_USER_ID,
        "content-type": "application/json",
    }


def _call(method: str, path: str, body: dict | None = None) -> dict:
    resp = _http.request(
        method,
        BASE_URL + path,
        body=json.dumps(body).encode() if body is not None else None,
        headers=_headers(),
        timeout=10.0,
    )
    data = json.loads(resp.data or b"{}")
    if resp.status >= 400:
        raise CallbridgeError(resp.status, data.get("error", "unknown error"), data.get("details"))
    return data


def append_contacts(list_id: str, contacts: list[dict]) -> dict:
    return _call("POST", f"/contact-lists/{urllib.parse.quote(list_id)}/contacts", {"contacts": contacts})


def remove_contact(list_id: str, phone: str) -> None:
    _call("DELETE", f"/contact-lists/{urllib.parse.quote(list_id)}/contacts/{urllib.parse.quote(phone)}")


def create_list(name: str) -> dict:
    return _call("POST", "/contact-lists", {"name": name, "source": "crm-sync"})


def get_list(list_id: str) -> dict:
    return _call("GET", "/contact-lists/" + urllib.parse.quote(list_id))
