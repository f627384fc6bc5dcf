"""Client for the internal notify-service (email/SMS fan-out, owned by Platform)."""
import requests
from django.conf import settings


class NotifyClient:
    def __init__(self):
        self.base_url = settings.NOTIFY_BASE_URL
        self.session = requests.Session()
        self.session.headers["x-api-key"] = settings.NOTIFY_API_KEY

    def upsert_contact_list(self, name, emails):
        resp = self.session.post(
            f"{self.base_url}/contact-lists",
            json={"name": name, "members": [{"email": e} for e in emails]},
            timeout=5,
        )
        if resp.status_code == 404:
            return None
        if resp.status_code in (502, 503):
            raise RuntimeError("notify-service unavailable, try later")
        resp.raise_for_status()
        return resp.json()

    def delete_contact_list(self, list_id):
        resp = self.session.delete(f"{self.base_url}/contact-lists/{list_id}", timeout=5)
        if resp.status_code >= 400:
            raise RuntimeError(resp.json().get("error", "unknown notify error"))
