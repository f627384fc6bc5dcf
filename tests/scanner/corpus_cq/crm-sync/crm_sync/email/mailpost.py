"""Mailpost (transactional + nurture email). Their lists API is also called contact-lists."""
import requests

from crm_sync import settings


class MailpostClient:
    def __init__(self):
        self.base = settings.MAILPOST["base_url"]
        self.headers = {"x-api-key": settings.MAILPOST["api_key"] or "", "Content-Type": "application/json"}

    def subscribe(self, list_id, email, first_name):
        r = requests.post(
            f"{self.base}/contact-lists/{list_id}/contacts",
            json={"email": email, "fields": {"first_name": first_name}},
            headers=self.headers,
            timeout=5,
        )
        if r.status_code == 404:
            return False  # list was archived in Mailpost UI
        if r.status_code >= 400:
            raise RuntimeError(r.json().get("error", "mailpost error"))
        return True
