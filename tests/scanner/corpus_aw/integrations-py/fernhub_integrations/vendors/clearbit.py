"""Clearbit enrichment (person + company)."""
from __future__ import annotations

import os

from fernhub_integrations.http.errors import VendorError
from fernhub_integrations.http.retry import with_retry
from fernhub_integrations.http.session import build_session


class ClearbitClient:
    BASE = "https://person.clearbit.com/v2"

    def __init__(self):
        self._s = build_session({"Authorization": f"Bearer {os.environ['CLEARBIT_KEY']}"})

    def find_person(self, email: str) -> dict | None:
        resp = with_retry(lambda: self._s.get(f"{self.BASE}/people/find", params={"email": email}))
        if resp.status_code == 202:
            return None  # queued, webhook will follow
        if resp.status_code == 404:
            # "user not found" in their words; just means no enrichment data
            return None
        if resp.status_code >= 400:
            err = resp.json().get("error", {})
            raise VendorError("clearbit", resp.status_code, err.get("message", ""), err)
        return resp.json()
