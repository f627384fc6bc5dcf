"""Client for Kestrel's internal pricing service (behind AWS API Gateway)."""
import os

import requests

PRICING_URL = os.environ.get("PRICING_URL", "https://pricing.internal.kestrelledger.com/v1")


def quote(account_id: str, user_email: str) -> dict:
    resp = requests.get(
        f"{PRICING_URL}/quotes/{account_id}",
        headers={
            "x-api-key": os.environ["PRICING_GATEWAY_KEY"],
            "X-User-Email": user_email,
        },
        timeout=5,
    )
    if resp.status_code == 404:
        return {}
    if resp.status_code >= 400:
        raise RuntimeError(resp.json().get("error", "pricing failed"))
    return resp.json()
