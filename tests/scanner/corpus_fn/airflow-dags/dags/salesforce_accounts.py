from __future__ import annotations

import pendulum
from airflow.decorators import dag, task
from airflow.models import Variable
from airflow.providers.http.hooks.http import HttpHook


@dag(schedule="@hourly", start_date=pendulum.datetime(2023, 1, 1, tz="UTC"), catchup=False, tags=["salesforce"])
def salesforce_accounts():
    @task(retries=5)
    def pull():
        hook = HttpHook(method="GET", http_conn_id="salesforce_gateway")
        resp = hook.run(
            endpoint="/v1/accounts/changed",
            headers={
                "x-api-key": Variable.get("sfgw_api_key"),
                "X-User-Id": "svc-airflow",
            },
            extra_options={"check_response": False},
        )
        if resp.status_code in (502, 503, 504):
            raise RuntimeError(f"gateway {resp.status_code}, retrying")
        if resp.status_code == 404:
            return []
        return resp.json()["records"]

    pull()


salesforce_accounts()
