import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from .config import settings
from .errors import RinglaneProblem


class RinglaneV2:
    def __init__(self, key: str | None = None, base_url: str | None = None):
        self.base_url = (base_url or settings.ringlane_base_url).rstrip("/")
        self.s = requests.Session()
        self.s.mount(
            "https://",
            HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0.5, status_forcelist=(429, 502, 503, 504))),
        )
        self.s.headers["Authorization"] = f"Bearer {key or settings.ringlane_v2_key}"
        self.s.headers["Accept"] = "application/json"

    def _do(self, method, path, **kw):
        r = self.s.request(method, f"{self.base_url}{path}", timeout=15, **kw)
        if r.status_code >= 400:
            problem = RinglaneProblem.from_response(r)
            if problem.code == "user_not_found":
                problem.message = f"rep not provisioned: {problem.message}"
            raise problem
        return r.json() if r.content else None

    def create_call_task(self, phone: str, owner_id: str, reason: str, order_ref: str):
        body = {"phone": phone, "owner_id": owner_id, "reason": reason, "external_ref": order_ref}
        return self._do("POST", "/call-tasks", json=body)

    def cancel_call_task(self, task_id: str):
        return self._do("POST", f"/call-tasks/{task_id}/cancel")
