"""Callvane v2 client (PLAT-2291). Not wired into the handler yet."""
import os

import requests

BASE_URL = os.environ.get("CALLVANE_V2_BASE", "https://api.callvane.io/api/public/v2")


class CallvaneV2Error(Exception):
    def __init__(self, status: int, code: str, message: str):
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code = status, code


class CallvaneV2:
    def __init__(self, api_key: str):
        # v2 keys look like cvk_live_<uuid>.<secret>
        self.s = requests.Session()
        self.s.headers["Authorization"] = f"Bearer {api_key}"

    def list_audiences(self) -> list[dict]:
        r = self.s.get(f"{BASE_URL}/audiences", timeout=8)
        if r.status_code >= 400:
            err = r.json().get("error", {})
            raise CallvaneV2Error(r.status_code, err.get("code", "unknown"), err.get("message", ""))
        return r.json()["data"]
