"""Weekly: drop stale Callhaven lists and re-seed the inbound list."""
from __future__ import annotations

import pendulum
from airflow import DAG
from airflow.models import Variable
from airflow.operators.python import PythonOperator
from airflow.providers.http.operators.http import HttpOperator

CH_HEADERS = {
    "x-api-key": "{{ var.value.callhaven_api_key }}",
    "x-user-email": "{{ var.value.callhaven_acting_user }}",
}


def _retry_on_idp(response):
    # 502 from Callhaven means their Okta lookup flaked, not us
    return response.status_code not in (502,)


with DAG(
    dag_id="callhaven_list_hygiene",
    schedule="@weekly",
    start_date=pendulum.datetime(2023, 6, 1, tz="UTC"),
    catchup=False,
    tags=["callhaven"],
) as dag:
    delete_stale = HttpOperator(
        task_id="delete_stale_list",
        http_conn_id="callhaven_default",
        method="DELETE",
        endpoint="/api/public/v1/contact-lists/{{ var.value.callhaven_stale_list }}",
        headers=CH_HEADERS,
        response_check=_retry_on_idp,
    )

    reseed = HttpOperator(
        task_id="reseed_inbound",
        http_conn_id="callhaven_default",
        method="POST",
        endpoint="/api/public/v1/contact-lists/cl_enterprise_inbound/contacts",
        data='{"contacts": {{ ti.xcom_pull(task_ids="collect_numbers") | tojson }}}',
        headers={**CH_HEADERS, "Content-Type": "application/json"},
    )

    collect = PythonOperator(
        task_id="collect_numbers",
        python_callable=lambda: [{"phone": p} for p in Variable.get("inbound_seed_numbers", deserialize_json=True)],
    )

    collect >> delete_stale >> reseed
