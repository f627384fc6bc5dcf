from __future__ import annotations

import os

import pendulum
import requests
from airflow.decorators import dag, task

SENDGRID_BASE = "https://api.sendgrid.com/v3"
ENRICH_URL = "https://enrich.internal.tallgrassdata.com/v1/contact-lists/lookup"


@dag(schedule="0 3 * * *", start_date=pendulum.datetime(2023, 5, 1), catchup=False, tags=["email"])
def sendgrid_suppression_export():
    @task
    def export() -> list[dict]:
        r = requests.get(
            f"{SENDGRID_BASE}/suppression/unsubscribes",
            headers={"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}"},
            timeout=60,
        )
        r.raise_for_status()
        return r.json()

    @task
    def enrich(rows: list[dict]) -> None:
        # internal enrichment service sits behind AWS API Gateway
        resp = requests.post(
            ENRICH_URL,
            json={"emails": [r["email"] for r in rows]},
            headers={"x-api-key": os.environ["ENRICH_GATEWAY_KEY"], "X-User-Email": "airflow@tallgrassdata.com"},
            timeout=60,
        )
        if resp.status_code == 502:
            raise RuntimeError("enrichment gateway unavailable")
        body = resp.json()
        if "error" in body:
            raise RuntimeError(body["error"])

    enrich(export())


sendgrid_suppression_export()
