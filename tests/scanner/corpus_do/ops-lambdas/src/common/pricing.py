"""Client for our own pricing service (API Gateway, usage-plan key)."""
import os

import requests

PRICING_API_URL = os.environ.get("PRICING_API_URL", "https://pricing.internal.tidewater.dev/v1")


def quote_for_lane(origin: str, destination: str, api_key: str) -> dict:
    resp = requests.get(
        f"{PRICING_API_URL}/quotes",
        params={"origin": origin, "destination": destination},
        headers={"x-api-key": api_key, "x-user-email": "ops-bot@tidewater.dev"},
        timeout=5,
    )
    if resp.status_code in (502, 503, 504):
        # API Gateway hiccup, caller will retry on the next run
        return {}
    if resp.status_code == 404:
        raise LookupError("lane not priced")
    resp.raise_for_status()
    return resp.json()
