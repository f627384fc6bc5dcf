"""Marketing contact lists live in SendGrid, not RingLane."""
import requests
from django.conf import settings

SENDGRID_BASE = "https://api.sendgrid.com/v3"


class SendGridClient:
    def __init__(self):
        self.s = requests.Session()
        self.s.headers["Authorization"] = f"Bearer {settings.SENDGRID_API_KEY}"

    def contact_lists(self):
        return self.s.get(f"{SENDGRID_BASE}/marketing/lists").json()["result"]

    def add_to_list(self, list_id, emails):
        body = {"list_ids": [list_id], "contacts": [{"email": e} for e in emails]}
        r = self.s.put(f"{SENDGRID_BASE}/marketing/contacts", json=body)
        if r.status_code == 503:
            # SendGrid maintenance window; celery will retry the task
            raise RuntimeError("sendgrid unavailable")
        r.raise_for_status()
        return r.json()

    def legacy_lists(self):
        # old v1-style contactdb endpoint, still used by the newsletter job
        return self.s.get("https://api.sendgrid.com/v3/contactdb/lists").json()["lists"]
