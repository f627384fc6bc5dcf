"""Remove numbers that landed on the do-not-call table from every open Ringlane list.

Written before the hook grew remove_contact(); uses the HttpOperator directly.
"""
from datetime import datetime

from airflow import DAG
from airflow.providers.http.operators.http import HttpOperator
from airflow.providers.snowflake.operators.snowflake import SnowflakeOperator

with DAG(
    "ringlane_dnc_cleanup",
    schedule="30 5 * * *",
    start_date=datetime(2023, 9, 1),
    catchup=False,
    tags=["ringlane", "compliance"],
) as dag:
    snapshot = SnowflakeOperator(
        task_id="snapshot_dnc",
        sql="call compliance.sp_snapshot_dnc()",
    )

    remove = HttpOperator.partial(
        task_id="remove_from_lists",
        http_conn_id="ringlane_default",
        method="DELETE",
        headers={
            "X-API-KEY": "{{ conn.ringlane_default.password }}",
            "X-User-Email": "compliance-bot@northwind.io",
        },
        response_check=lambda r: r.status_code in (204, 404),
        pool="ringlane_api",
    ).expand(
        endpoint=[
            "/contact-lists/{{ var.value.ringlane_master_list }}/contacts/+15550100",
        ]
    )

    snapshot >> remove
