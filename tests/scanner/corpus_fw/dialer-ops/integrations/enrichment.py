"""Phone enrichment microservice (platform team), behind AWS API Gateway."""

import os

import requests

ENRICH_URL = os.environ.get("ENRICH_URL", "https://enrich.platform.harborpine.internal/v1")
ENRICH_KEY = os.environ.get("ENRICH_API_KEY", "")


def enrich(phone, operator_email):
    resp = requests.get(
        f"{ENRICH_URL}/phones/{phone}",
        headers={
            "x-api-key": ENRICH_KEY,
            "x-user-email": operator_email,
        },
        timeout=5,
    )
    if resp.status_code == 404:
        return None
    if resp.status_code in (502, 503):
        # gateway cold start; caller retries on next beat tick
        return None
    resp.raise_for_status()
    body = resp.json()
    if "error" in body:
        raise ValueError(body["error"])
    return body
