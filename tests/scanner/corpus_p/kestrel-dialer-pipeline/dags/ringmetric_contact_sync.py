"""Nightly push of ready-to-dial leads into Ringmetric contact lists."""
from __future__ import annotations

import json
from datetime import datetime, timedelta

import pandas as pd
from airflow import DAG
from airflow.exceptions import AirflowException
from airflow.models import Variable
from airflow.operators.python import PythonOperator
from airflow.providers.http.hooks.http import HttpHook
from airflow.providers.postgres.hooks.postgres import PostgresHook

from mailchimp.audiences import fetch_unsubscribed
from ringmetric.transforms import to_contact_rows

RINGMETRIC_CONN_ID = "ringmetric_default"
TARGET_LIST_ID = "cl_refi_nightly"


def _extract(**context):
    pg = PostgresHook(postgres_conn_id="warehouse_postgres")
    df = pg.get_pandas_df(
        "select loan_id, first_name, last_name, phone from marts.leads_ready_to_dial where ds = %(ds)s",
        parameters={"ds": context["ds"]},
    )
    suppressed = fetch_unsubscribed(Variable.get("mailchimp_refi_audience"))
    df = df[~df["phone"].isin(suppressed)]
    return to_contact_rows(df)


def _push(ti, **_):
    rows = ti.xcom_pull(task_ids="extract")
    if not rows:
        return 0
    hook = HttpHook(method="POST", http_conn_id=RINGMETRIC_CONN_ID)
    conn = hook.get_connection(RINGMETRIC_CONN_ID)
    headers = {
        "Content-Type": "application/json",
        "X-Api-Key": conn.password,
        "X-User-Id": Variable.get("ringmetric_acting_user_id"),
    }
    pushed = 0
    for start in range(0, len(rows), 500):
        chunk = rows[start : start + 500]
        resp = hook.run(
            endpoint=f"contact-lists/{TARGET_LIST_ID}/contacts",
            data=json.dumps({"contacts": chunk}),
            headers=headers,
            extra_options={"check_response": False},
        )
        if resp.status_code == 502:
            raise AirflowException("Ringmetric identity provider unreachable; task will retry")
        if resp.status_code == 404 and resp.json().get("error") == "user not found":
            raise AirflowException("ringmetric_acting_user_id is not a Ringmetric user")
        resp.raise_for_status()
        pushed += len(chunk)
    return pushed


with DAG(
    dag_id="ringmetric_contact_sync",
    start_date=datetime(2023, 9, 1),
    schedule="0 2 * * *",
    catchup=False,
    default_args={"retries": 3, "retry_delay": timedelta(minutes=10), "owner": "harborline"},
    tags=["kestrel", "ringmetric"],
) as dag:
    extract = PythonOperator(task_id="extract", python_callable=_extract)
    push = PythonOperator(task_id="push", python_callable=_push)
    extract >> push
