"""Nightly: push the 'ready to call' segment from the warehouse into Ringlane contact lists."""
from __future__ import annotations

import json
from datetime import datetime, timedelta

from airflow import DAG
from airflow.exceptions import AirflowException
from airflow.models import Variable
from airflow.operators.python import PythonOperator
from airflow.providers.http.hooks.http import HttpHook
from airflow.providers.http.operators.http import HttpOperator
from airflow.providers.postgres.hooks.postgres import PostgresHook

RINGLANE_CONN_ID = "ringlane_public_api"  # host only: https://api.ringlane.com

RINGLANE_HEADERS = {
    "X-Api-Key": "{{ var.value.ringlane_api_key }}",
    "X-User-Email": "{{ var.value.ringlane_acting_user }}",
    "Content-Type": "application/json",
}


def _ready_to_call(list_key: str) -> list[str]:
    pg = PostgresHook(postgres_conn_id="warehouse")
    rows = pg.get_records(
        "select phone_e164 from marts.ready_to_call where list_key = %s and opted_out = false", (list_key,)
    )
    return [r[0] for r in rows]


def push_contacts(list_key: str, **context) -> None:
    list_id = Variable.get(f"ringlane_list_{list_key}")
    phones = _ready_to_call(list_key)
    hook = HttpHook(method="POST", http_conn_id=RINGLANE_CONN_ID)
    for i in range(0, len(phones), 500):
        resp = hook.run(
            endpoint=f"/api/public/v1/contact-lists/{list_id}/contacts",
            data=json.dumps({"contacts": [{"phone": p} for p in phones[i : i + 500]]}),
            headers={"x-api-key": Variable.get("ringlane_api_key"), "x-user-email": Variable.get("ringlane_acting_user")},
            extra_options={"check_response": False},
        )
        if resp.status_code in (502, 503):
            raise AirflowException(f"Ringlane unavailable ({resp.status_code}); task will retry")
        if resp.status_code >= 400:
            raise AirflowException(f"Ringlane rejected batch: {resp.json().get('error')}")


with DAG(
    dag_id="ringlane_contact_list_sync",
    start_date=datetime(2023, 3, 1),
    schedule="30 4 * * *",
    catchup=False,
    default_args={"retries": 3, "retry_delay": timedelta(minutes=10), "owner": "data-eng"},
    tags=["ringlane", "dialer"],
) as dag:
    list_snapshot = HttpOperator(
        task_id="snapshot_contact_lists",
        http_conn_id=RINGLANE_CONN_ID,
        method="GET",
        endpoint="api/public/v1/contact-lists",
        headers=RINGLANE_HEADERS,
        response_filter=lambda r: r.json(),
        log_response=False,
    )

    for key in ("hvac_renewals", "plumbing_winback"):
        list_snapshot >> PythonOperator(
            task_id=f"push_{key}",
            python_callable=push_contacts,
            op_kwargs={"list_key": key},
        )
