"""Client for the internal enrichment service (fronted by AWS API Gateway)."""
import os

import requests

ENRICH_URL = os.getenv("ENRICH_API_URL", "https://enrich.internal/v1")


def enrich_accounts(domains: list[str]) -> list[dict]:
    r = requests.post(
        f"{ENRICH_URL}/companies:batchLookup",
        json={"domains": domains},
        headers={"x-api-key": os.environ["ENRICH_API_KEY"]},
        timeout=45,
    )
    if r.status_code in (502, 503, 504):
        # API Gateway hiccup / lambda cold start; caller retries the batch
        return []
    if r.status_code == 404:
        return []
    r.raise_for_status()
    return r.json()["results"]
