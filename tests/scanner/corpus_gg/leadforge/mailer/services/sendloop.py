"""Sendloop (email nurture) -- their contact lists are separate from Dialwave's."""
import requests
from django.conf import settings

from core.http import retrying_session


class SendloopError(Exception):
    pass


class Sendloop:
    def __init__(self):
        self.base = settings.SENDLOOP_BASE_URL  # https://api.sendloop.com/v1
        self.session = retrying_session()
        self.session.headers.update({"x-api-key": settings.SENDLOOP_API_KEY})

    def subscribe(self, list_id, email, first_name=""):
        resp = self.session.post(
            f"{self.base}/contact-lists/{list_id}/contacts",
            json={"email": email, "first_name": first_name},
            timeout=10,
        )
        if resp.status_code == 404:
            raise SendloopError(f"sendloop list {list_id} not found")
        if resp.status_code >= 400:
            body = resp.json()
            raise SendloopError(body.get("error", "sendloop error"))
        return resp.json()

    def lists(self):
        resp = self.session.get(f"{self.base}/contact-lists", timeout=10)
        resp.raise_for_status()
        return resp.json()["data"]

    def unsubscribe(self, list_id, email):
        try:
            self.session.delete(f"{self.base}/contact-lists/{list_id}/contacts/{email}", timeout=10)
        except requests.RequestException:
            pass
