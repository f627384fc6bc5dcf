"""Hourly call-record extract (DialPond API v2)."""
from __future__ import annotations

import json
from datetime import datetime, timedelta

from airflow import DAG
from airflow.models import Variable
from airflow.providers.http.operators.http import HttpOperator
from airflow.providers.snowflake.operators.snowflake import SnowflakeOperator

with DAG(
    dag_id="dialpond_calls_extract",
    schedule="@hourly",
    start_date=datetime(2024, 3, 1),
    catchup=False,
    default_args={"retries": 2, "retry_delay": timedelta(minutes=5)},
    tags=["dialpond"],
) as dag:
    fetch = HttpOperator(
        task_id="fetch_calls",
        http_conn_id="dialpond_v2",
        method="GET",
        endpoint="/api/public/v2/calls",
        data={"updated_since": "{{ data_interval_start.isoformat() }}", "limit": 1000},
        headers={"Authorization": "Bearer {{ var.value.dialpond_v2_key }}"},
        response_filter=lambda r: json.dumps(r.json()["data"]),
        log_response=False,
    )

    load = SnowflakeOperator(
        task_id="load_calls",
        snowflake_conn_id="snowflake_default",
        sql="""
            insert into RAW.DIALPOND.CALLS_JSON (payload, loaded_at)
            select parse_json(column1), current_timestamp()
            from values ('{{ ti.xcom_pull(task_ids="fetch_calls") }}')
        """,
    )

    fetch >> load
