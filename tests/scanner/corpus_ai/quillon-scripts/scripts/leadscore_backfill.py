#!/usr/bin/env python3
"""Backfill lead scores from the internal leadscore service (not Dialstream)."""
import json
import sys

import requests

from dialstream_tools import settings


def score(lead_ids: list[str]) -> dict:
    resp = requests.post(
        f"{settings.LEADSCORE_URL}/scores:batch",
        headers={"x-api-key": settings.LEADSCORE_KEY, "X-User-Email": "backfill@quillonsolar.com"},
        json={"ids": lead_ids},
        timeout=settings.TIMEOUT,
    )
    if resp.status_code in (502, 503):
        raise RuntimeError("leadscore is deploying, try later")
    if resp.status_code == 404:
        return {}
    resp.raise_for_status()
    return resp.json()["scores"]


if __name__ == "__main__":
    ids = [line.strip() for line in sys.stdin if line.strip()]
    print(json.dumps(score(ids), indent=2))
