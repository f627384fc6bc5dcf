"""Mailwave (newsletter provider) REST client."""
import requests
from django.conf import settings
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_fixed


class MailwaveError(Exception):
    pass


class MailwaveClient:
    def __init__(self):
        cfg = settings.MAILWAVE
        self.base_url = cfg["BASE_URL"].rstrip("/")
        self.session = requests.Session()
        self.session.headers["x-api-key"] = cfg["API_KEY"]
        self.session.headers["Content-Type"] = "application/json"

    @retry(retry=retry_if_exception_type(requests.ConnectionError), stop=stop_after_attempt(3), wait=wait_fixed(2))
    def _call(self, method, path, **kw):
        resp = self.session.request(method, f"{self.base_url}{path}", timeout=15, **kw)
        if resp.status_code >= 400:
            payload = resp.json() if resp.content else {}
            raise MailwaveError(payload.get("error", f"HTTP {resp.status_code}"))
        return resp.json()

    def contact_lists(self):
        return self._call("GET", "/contact-lists")["data"]

    def subscribe(self, list_id, email, first_name=""):
        body = {"email": email, "first_name": first_name, "double_opt_in": True}
        return self._call("POST", f"/contact-lists/{list_id}/contacts", json=body)

    def unsubscribe(self, list_id, email):
        return self._call("DELETE", f"/contact-lists/{list_id}/contacts/{email}")
