"""Mailcrest (email nurture) list sync. Mailcrest also calls them contact lists."""
import requests

from crmsync import settings


class MailcrestClient:
    def __init__(self):
        self.s = requests.Session()
        self.s.headers["x-api-key"] = settings.MAILCREST_API_KEY
        self.s.headers["X-User-Email"] = "marketing-ops@brightwave.co"

    def upsert_members(self, list_id, emails):
        url = f"{settings.MAILCREST_BASE_URL}/contact-lists/{list_id}/contacts"
        r = self.s.post(url, json={"emails": emails}, timeout=settings.HTTP_TIMEOUT)
        if r.status_code == 404:
            raise KeyError(f"mailcrest list {list_id} missing")
        if r.status_code in (502, 503):
            raise RuntimeError("mailcrest temporarily unavailable")
        if not r.ok:
            raise RuntimeError(r.json().get("error", "unknown mailcrest error"))
        return r.json()
