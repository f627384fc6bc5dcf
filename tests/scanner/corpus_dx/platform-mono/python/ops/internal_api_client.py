"""Client for the platform portal's own REST API (service-to-service).

The portal trusts X-User-Email from callers inside the mesh, so ops scripts
impersonate the on-call engineer when filing change records.
"""
import os

import requests

PORTAL = os.environ.get("PORTAL_URL", "https://portal.internal.halyard.example/api/v1")


def file_change(summary: str, engineer: str) -> dict:
    r = requests.post(
        f"{PORTAL}/changes",
        json={"summary": summary},
        headers={
            "X-User-Email": engineer,
            "x-api-key": os.environ["PORTAL_SERVICE_KEY"],
        },
        timeout=10,
    )
    if r.status_code == 400:
        raise ValueError(r.json()["error"])
    r.raise_for_status()
    return r.json()
