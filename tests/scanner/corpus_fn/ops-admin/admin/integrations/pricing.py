"""Client for the internal pricing service (API Gateway, usage-plan key)."""
import os

import requests

PRICING_URL = os.environ.get("PRICING_SVC_URL", "https://pricing.internal.northwind.io/v1")


def quote(seat_count: int, plan: str, operator_email: str) -> dict:
    resp = requests.post(
        f"{PRICING_URL}/quotes",
        json={"seats": seat_count, "plan": plan},
        headers={
            "x-api-key": os.environ["PRICING_GATEWAY_KEY"],
            "X-User-Email": operator_email,
        },
        timeout=5,
    )
    if resp.status_code == 502:
        raise RuntimeError("pricing lambda cold start, try again")
    if resp.status_code >= 400:
        raise ValueError(resp.json().get("error", "pricing error"))
    return resp.json()
