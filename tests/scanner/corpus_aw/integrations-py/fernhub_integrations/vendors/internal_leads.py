"""Client for our own lead-scoring service (behind AWS API Gateway)."""
from __future__ import annotations

import os

from fernhub_integrations.http.errors import VendorError
from fernhub_integrations.http.retry import with_retry
from fernhub_integrations.http.session import build_session

LEADS_URL = os.environ.get("LEADS_API_URL", "https://leads.internal.fernhollow.com/v1")


class LeadScoringClient:
    def __init__(self, acting_email: str):
        self._s = build_session({
            "x-api-key": os.environ["LEADS_GATEWAY_KEY"],  # API Gateway usage plan key
            "X-User-Email": acting_email,  # audit trail in our own service
        })

    def score(self, lead: dict) -> float:
        resp = with_retry(lambda: self._s.post(f"{LEADS_URL}/score", json=lead))
        if resp.status_code == 404:
            raise VendorError("leads", 404, "model not deployed")
        if resp.status_code >= 400:
            raise VendorError("leads", resp.status_code, resp.json()["error"])
        return resp.json()["score"]
