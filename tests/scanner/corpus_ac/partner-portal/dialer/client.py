import logging

import requests
from django.conf import settings

from .exceptions import CallvoxError, CallvoxUserMissing, CallvoxUnavailable

log = logging.getLogger(__name__)

_cfg = settings.CALLVOX
BASE_URL = f"{_cfg['HOST']}/api/public/{_cfg['API_VERSION']}"

LISTS_PATH = "/contact-lists"


class CallvoxClient:
    def __init__(self, acting_user_email: str):
        self.session = requests.Session()
        self.session.headers.update(
            {
                "x-api-key": _cfg["KEY"],
                "x-user-email": acting_user_email,
                "accept": "application/json",
            }
        )

    def _request(self, method, path, **kw):
        resp = self.session.request(method, BASE_URL + path, timeout=_cfg["TIMEOUT"], **kw)
        if resp.ok:
            return resp.json() if resp.content else None
        try:
            payload = resp.json()
        except ValueError:
            payload = {}
        message = payload.get("error", resp.reason)
        if resp.status_code == 404 and message == "user not found":
            raise CallvoxUserMissing(message)
        if resp.status_code in (502, 503):
            raise CallvoxUnavailable(message, status=resp.status_code)
        raise CallvoxError(message, status=resp.status_code, details=payload.get("details", []))

    def list_contact_lists(self):
        return self._request("GET", LISTS_PATH)["data"]

    def create_contact_list(self, name, phones=()):
        return self._request("POST", LISTS_PATH, json={"name": name, "phones": list(phones)})

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", f"{LISTS_PATH}/{list_id}", json={"name": name})

    def add_contacts(self, list_id, phones):
        return self._request("POST", f"/contact-lists/{list_id}/contacts", json={"phones": phones})
