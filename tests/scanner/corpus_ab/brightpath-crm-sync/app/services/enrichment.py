"""Client for the internal enrichment service (people/company lookup)."""
import os

import requests

ENRICH_URL = os.environ.get("ENRICH_URL", "https://enrich.internal.brightpath.io/v1")
ENRICH_KEY = os.environ.get("ENRICH_API_KEY", "")


class EnrichmentUnavailable(Exception):
    pass


def lookup_person(email):
    resp = requests.get(
        f"{ENRICH_URL}/people",
        params={"email": email},
        headers={"x-api-key": ENRICH_KEY, "X-User-Email": "crm-sync@brightpath.io"},
        timeout=5,
    )
    if resp.status_code in (502, 503):
        # the enrichment box sits behind an ALB that 502s during deploys
        raise EnrichmentUnavailable(resp.text)
    if resp.status_code == 404:
        return None
    resp.raise_for_status()
    return resp.json()
