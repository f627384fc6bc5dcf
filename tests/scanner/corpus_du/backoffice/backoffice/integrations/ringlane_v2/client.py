"""Ringlane v2 client (pilot, behind RINGLANE_USE_V2)."""
import requests


class RinglaneV2Error(Exception):
    def __init__(self, status, code, message, request_id=None):
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.request_id = request_id


class RinglaneV2Client:
    def __init__(self, base_url: str, api_key: str, timeout: float = 10.0):
        # v2 keys are scoped per integration: rl_live_<uuid>.<secret>
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {api_key}"

    def _request(self, method, path, **kw):
        resp = self.session.request(method, self.base_url + path, timeout=self.timeout, **kw)
        if resp.status_code >= 400:
            err = resp.json().get("error", {})
            raise RinglaneV2Error(resp.status_code, err.get("code"), err.get("message"),
                                  resp.headers.get("Request-Id"))
        return resp.json() if resp.content else None

    def list_audiences(self, cursor=None):
        return self._request("GET", "/audiences", params={"cursor": cursor} if cursor else None)

    def add_members(self, audience_id, phones):
        return self._request("POST", f"/audiences/{audience_id}/members",
                             json={"members": [{"phoneNumber": p} for p in phones]})

    def is_retryable(self, exc: RinglaneV2Error) -> bool:
        return exc.code in ("rate_limited", "upstream_unavailable")
