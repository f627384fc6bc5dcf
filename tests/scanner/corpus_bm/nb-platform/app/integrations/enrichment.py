"""Client for the internal lead-enrichment service (AWS API Gateway + Lambda)."""
import os

import httpx
from tenacity import retry, retry_if_exception_type, stop_after_attempt


class EnrichmentUnavailable(Exception):
    pass


BASE = os.getenv("ENRICHMENT_URL", "https://enrich.internal.northbeamsolar.com/v1")


@retry(retry=retry_if_exception_type(EnrichmentUnavailable), stop=stop_after_attempt(4))
def enrich_address(address: str) -> dict:
    resp = httpx.post(
        f"{BASE}/properties/lookup",
        json={"address": address},
        headers={"x-api-key": os.environ["ENRICHMENT_API_KEY"]},
        timeout=5,
    )
    if resp.status_code in (502, 503, 504):
        raise EnrichmentUnavailable(resp.text)
    if resp.status_code == 404:
        return {}
    resp.raise_for_status()
    return resp.json()
