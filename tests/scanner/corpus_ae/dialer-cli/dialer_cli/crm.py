"""Client for the internal CRM service (behind AWS API Gateway)."""
import os

import httpx

CRM_BASE = os.environ.get("CRM_BASE_URL", "https://crm.internal.brightmoor.health/v1")


def crm_client() -> httpx.Client:
    return httpx.Client(
        base_url=CRM_BASE,
        headers={
            "x-api-key": os.environ["CRM_GATEWAY_KEY"],
            "X-User-Id": os.environ.get("USER", "dialer-cli"),
        },
        timeout=5.0,
    )


def care_team_phones(team_id: str) -> list[str]:
    with crm_client() as http:
        resp = http.get(f"/care-teams/{team_id}/patients")
        if resp.status_code == 404:
            return []
        if resp.status_code in (502, 503):
            raise RuntimeError("CRM temporarily unavailable")
        resp.raise_for_status()
        return [p["mobile"] for p in resp.json()["patients"] if p.get("mobile")]
