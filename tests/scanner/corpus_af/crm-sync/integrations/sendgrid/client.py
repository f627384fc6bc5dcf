"""Thin wrapper around SendGrid Marketing Campaigns (contacts + lists)."""
import requests
from django.conf import settings


class SendGridError(Exception):
    pass


class SendGridClient:
    def __init__(self):
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {settings.SENDGRID_API_KEY}"

    def contact_lists(self):
        r = self.session.get(f"{settings.SENDGRID_BASE_URL}/marketing/lists")
        if r.status_code == 404:
            return []
        if r.status_code in (502, 503):
            raise SendGridError("sendgrid unavailable")
        r.raise_for_status()
        return r.json()["result"]

    def add_to_list(self, list_id, emails):
        body = {"list_ids": [list_id], "contacts": [{"email": e} for e in emails]}
        r = self.session.put(f"{settings.SENDGRID_BASE_URL}/marketing/contacts", json=body)
        if r.status_code >= 400:
            raise SendGridError(r.json()["errors"][0]["message"])
        return r.json()["job_id"]
