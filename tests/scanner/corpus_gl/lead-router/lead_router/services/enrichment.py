"""Client for our internal enrichment service (behind AWS API Gateway)."""
import logging

import requests

from lead_router import config

log = logging.getLogger(__name__)

_session = requests.Session()
_session.headers["x-api-key"] = config.ENRICH_API_KEY  # API Gateway usage-plan key


def enrich_person(email):
    try:
        resp = _session.get(f"{config.ENRICH_URL}/person", params={"email": email}, timeout=5)
    except requests.RequestException:
        log.warning("enrichment unreachable for %s", email)
        return {}
    if resp.status_code in (502, 503, 504):
        # Lambda cold start / gateway hiccup - we just skip enrichment.
        log.info("enrichment gateway returned %s, skipping", resp.status_code)
        return {}
    if resp.status_code == 404:
        return {}
    resp.raise_for_status()
    return resp.json().get("person", {})
