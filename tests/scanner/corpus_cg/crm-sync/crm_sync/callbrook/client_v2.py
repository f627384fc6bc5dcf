"""Callbrook public API v2 client."""
import requests

from . import constants as c
from .errors import raise_for_v2


class CallbrookClient:
    def __init__(self, api_key: str, base_url: str = c.V2_BASE_URL):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers.update({
            "Authorization": f"Bearer {api_key}",
            "Accept": "application/json",
            "User-Agent": "kestrel-crm-sync/3",
        })

    def _request(self, method, path, **kw):
        resp = self.session.request(method, self.base_url + path, timeout=c.DEFAULT_TIMEOUT, **kw)
        raise_for_v2(resp)
        return resp.json() if resp.content else None

    def list_audiences(self):
        return self._request("GET", c.AUDIENCES)["items"]

    def add_members(self, audience_id, phones, on_behalf_of=None):
        body = {"members": [{"phone_e164": p} for p in phones]}
        if on_behalf_of:
            body["actor"] = {"email": on_behalf_of}
        return self._request("POST", c.AUDIENCE_MEMBERS.format(audience_id=audience_id), json=body)
