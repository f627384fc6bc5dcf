"""Hourly: pull call outcomes from Ringwell (already on the v2 API, see DATA-412)."""
from __future__ import annotations

import os

import httpx
import pendulum
from airflow.decorators import dag, task

RINGWELL_V2 = "https://api.ringwell.io/api/public/v2"


@dag(schedule="@hourly", start_date=pendulum.datetime(2024, 9, 1, tz="UTC"), catchup=False, tags=["ringwell", "v2"])
def ringwell_call_outcomes():
    @task
    def pull(data_interval_start=None, data_interval_end=None) -> list[dict]:
        headers = {"Authorization": f"Bearer {os.environ['RINGWELL_V2_KEY']}"}
        params = {"endedAfter": data_interval_start.isoformat(), "endedBefore": data_interval_end.isoformat()}
        with httpx.Client(base_url=RINGWELL_V2, headers=headers, timeout=60) as client:
            resp = client.get("/calls", params=params)
            if resp.status_code >= 400:
                err = resp.json().get("error", {})
                if err.get("code") == "rate_limited":
                    raise RuntimeError("rate limited; Airflow will retry")
                raise RuntimeError(f"{err.get('code')}: {err.get('message')}")
            return resp.json()["data"]

    @task
    def load(calls: list[dict]) -> None:
        from warehouse import load_rows

        load_rows("raw_ringwell.calls", calls)

    load(pull())


ringwell_call_outcomes()
