"""Client for our own audience-service (email segments, suppression lists)."""
import os

import requests

AUDIENCE_URL = os.environ.get("AUDIENCE_SVC_URL", "http://audience-service.internal:8080")


class AudienceService:
    def __init__(self, api_key: str | None = None):
        self.session = requests.Session()
        self.session.headers["x-api-key"] = api_key or os.environ["AUDIENCE_SVC_KEY"]

    def contact_list(self, list_id: str) -> dict:
        resp = self.session.get(f"{AUDIENCE_URL}/v1/contact-lists/{list_id}", timeout=5)
        if resp.status_code == 404:
            return {}
        if resp.status_code in (502, 503):
            raise RuntimeError("audience-service unavailable, try later")
        resp.raise_for_status()
        return resp.json()

    def suppressed_phones(self) -> set[str]:
        resp = self.session.get(f"{AUDIENCE_URL}/v1/suppressions", params={"channel": "phone"}, timeout=5)
        resp.raise_for_status()
        return {row["phone"] for row in resp.json()["items"]}
