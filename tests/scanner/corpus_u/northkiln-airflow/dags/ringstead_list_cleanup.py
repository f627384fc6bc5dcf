from datetime import datetime

from airflow import DAG
from airflow.providers.http.operators.http import SimpleHttpOperator
from airflow.models import Variable


def _ok(response):
    # 404 here means the list was already removed by someone in the UI
    if response.status_code == 404 and response.json().get("error") == "contact list not found":
        return True
    return response.ok


with DAG(
    dag_id="ringstead_list_cleanup",
    start_date=datetime(2023, 6, 1),
    schedule="@weekly",
    catchup=False,
    tags=["ringstead"],
) as dag:
    drop_stale = SimpleHttpOperator(
        task_id="drop_stale_list",
        http_conn_id="ringstead_api",
        method="DELETE",
        endpoint="contact-lists/{{ var.value.ringstead_stale_list_id }}",
        headers={
            "X-API-KEY": "{{ conn.ringstead_api.password }}",
            "X-USER-ID": "{{ var.value.ringstead_bot_idp_id }}",
        },
        response_check=_ok,
        log_response=True,
    )

    archive = SimpleHttpOperator(
        task_id="archive_call_outcomes",
        http_conn_id="internal_metrics",
        method="POST",
        endpoint="v1/archive/calls",
        headers={"x-api-key": "{{ var.value.metrics_gateway_key }}"},
    )

    drop_stale >> archive
