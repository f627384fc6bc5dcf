"""Dialwave v2 client -- behind DIALWAVE_USE_V2 while we migrate.

v2 uses per-integration keys (Authorization: Bearer) and structured errors:
{"error": {"code": "...", "message": "...", "request_id": "..."}}.
"""
import requests
from django.conf import settings
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

V2_BASE = "https://api.dialwave.io/api/public/v2"


class DialwaveV2Error(Exception):
    def __init__(self, status, code, message, request_id=None):
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.request_id = request_id


class DialwaveV2Client:
    def __init__(self, api_key=None, base_url=V2_BASE):
        self.base_url = base_url
        self.session = requests.Session()
        self.session.mount(
            "https://",
            HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0.5, status_forcelist=[429, 503])),
        )
        self.session.headers["Authorization"] = f"Bearer {api_key or settings.DIALWAVE_V2_API_KEY}"

    def _raise_for(self, resp):
        err = resp.json().get("error", {})
        raise DialwaveV2Error(resp.status_code, err.get("code"), err.get("message"), err.get("request_id"))

    def list_audiences(self, cursor=None):
        resp = self.session.get(f"{self.base_url}/audiences", params={"cursor": cursor}, timeout=10)
        if resp.status_code >= 400:
            self._raise_for(resp)
        return resp.json()

    def add_members(self, audience_id, members):
        resp = self.session.post(
            f"{self.base_url}/audiences/{audience_id}/members", json={"members": members}, timeout=10
        )
        if resp.status_code == 404:
            # v2: audience_not_found is a proper error code now
            self._raise_for(resp)
        resp.raise_for_status()
        return resp.json()
