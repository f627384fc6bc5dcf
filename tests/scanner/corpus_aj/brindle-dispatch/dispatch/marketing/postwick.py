"""Postwick email marketing client (newsletters to shippers)."""
import requests
from django.conf import settings


class PostwickClient:
    def __init__(self):
        self.base = settings.POSTWICK["API_URL"]
        self.session = requests.Session()
        self.session.headers["x-api-key"] = settings.POSTWICK["API_KEY"]

    def contact_lists(self):
        r = self.session.get(f"{self.base}/contact-lists", timeout=10)
        r.raise_for_status()
        return r.json()["data"]

    def subscribe(self, list_id, email, first_name=""):
        r = self.session.post(
            f"{self.base}/contact-lists/{list_id}/contacts",
            json={"email": email, "first_name": first_name},
            timeout=10,
        )
        if r.status_code == 404:
            raise LookupError(f"postwick list {list_id} not found")
        if r.status_code in (502, 503):
            # Postwick's edge is flaky during deploys; caller retries via celery
            raise ConnectionError(r.json().get("error", "postwick unavailable"))
        r.raise_for_status()
        return r.json()

    def unsubscribe(self, list_id, email):
        self.session.delete(f"{self.base}/contact-lists/{list_id}/contacts/{email}", timeout=10)
