"""Pilot against the Callhaven v2 API (scoped keys, structured errors)."""
from __future__ import annotations

import pendulum
from airflow.decorators import dag, task
from airflow.models import Variable
from airflow.providers.http.hooks.http import HttpHook

V2_PREFIX = "/api/public/v2"


@dag(schedule=None, start_date=pendulum.datetime(2024, 2, 1, tz="UTC"), catchup=False, tags=["callhaven", "v2"])
def callhaven_v2_pilot():
    @task
    def fetch_campaigns():
        hook = HttpHook(method="GET", http_conn_id="callhaven_default")
        resp = hook.run(
            endpoint=f"{V2_PREFIX}/campaigns",
            headers={"Authorization": f"Bearer {Variable.get('callhaven_v2_key')}"},
            extra_options={"check_response": False},
        )
        if resp.status_code >= 400:
            err = resp.json()["error"]
            if err["code"] == "rate_limited":
                raise RuntimeError("slow down")
            raise RuntimeError(f"{err['code']}: {err['message']}")
        return [c["id"] for c in resp.json()["data"]]

    fetch_campaigns()


callhaven_v2_pilot()
