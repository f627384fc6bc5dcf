"""Do-not-call numbers from the compliance service (internal)."""
from __future__ import annotations

import os

import requests
from prefect import task

COMPLIANCE = os.getenv("COMPLIANCE_API", "https://compliance.internal.tidewatersolar.com/api/v1")


@task(retries=3, retry_delay_seconds=10)
def fetch_dnc_numbers() -> set[str]:
    r = requests.get(
        f"{COMPLIANCE}/dnc/numbers",
        headers={
            "x-api-key": os.environ["COMPLIANCE_API_KEY"],
            "X-User-Email": "revops-bot@tidewatersolar.com",
        },
        timeout=30,
    )
    if r.status_code == 503:
        raise RuntimeError("compliance service in maintenance")
    if r.status_code >= 400:
        raise RuntimeError(r.json().get("error", r.text))
    return {row["phone_e164"] for row in r.json()["numbers"]}
