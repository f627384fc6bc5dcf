import logging

import requests

from . import API_VERSION
from .exceptions import raise_for_response

log = logging.getLogger(__name__)

DEFAULT_HOST = "https://dial.callbridge.example.com"


class CallbridgeClient:
    def __init__(self, api_key, agent_id, host=DEFAULT_HOST, timeout=10):
        self.base = f"{host}/api/public/{API_VERSION}"
        self.session = requests.Session()
        self.session.headers.update({
            "X-Api-Key": api_key,
            "X-User-Id": agent_id,
            "Content-Type": "application/json",
        })
        self.timeout = timeout

    @classmethod
    def from_settings(cls):
        from django.conf import settings

        return cls(settings.CALLBRIDGE["KEY"], settings.CALLBRIDGE["AGENT_ID"])

    def _request(self, method, path, **kwargs):
        resp = self.session.request(method, self.base + path, timeout=self.timeout, **kwargs)
        raise_for_response(resp)
        return resp.json() if resp.content else None

    def lists(self):
        return self._request("GET", "/contact-lists")

    def create_list(self, name, debtors):
        payload = {"name": name, "contacts": [{"phoneNumber": d.phone, "name": d.name} for d in debtors]}
        return self._request("POST", "/contact-lists", json=payload)

    def remove_by_phone(self, list_id, phone):
        return self._request("DELETE", f"/contact-lists/{list_id}/contacts", params={"phone": phone})
