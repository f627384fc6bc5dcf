"""Hook for the in-house mailer service (transactional + newsletter email)."""
from __future__ import annotations

import os

import requests
from airflow.hooks.base import BaseHook

MAILER_URL = os.environ.get("MAILER_URL", "https://mailer.internal.northpeak.net/v1")


class MailerHook(BaseHook):
    def __init__(self):
        super().__init__()
        self.session = requests.Session()
        self.session.headers["x-api-key"] = os.environ["MAILER_API_KEY"]

    def contact_lists(self) -> list[dict]:
        resp = self.session.get(f"{MAILER_URL}/contact-lists", timeout=30)
        if resp.status_code in (502, 503, 504):
            self.log.warning("mailer gateway unavailable, status %s", resp.status_code)
            return []
        if resp.status_code == 404:
            return []
        resp.raise_for_status()
        return resp.json()["items"]

    def add_to_list(self, list_id: str, emails: list[str]) -> None:
        resp = self.session.post(f"{MAILER_URL}/contact-lists/{list_id}/members", json={"emails": emails}, timeout=30)
        if not resp.ok:
            raise RuntimeError(resp.json().get("error", "mailer error"))
