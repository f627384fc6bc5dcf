"""Hourly: load Segment events exported by our internal events-api into the warehouse."""
from __future__ import annotations

from datetime import datetime, timedelta

from airflow import DAG
from airflow.decorators import task
from airflow.providers.http.hooks.http import HttpHook

with DAG(
    dag_id="segment_to_warehouse",
    start_date=datetime(2023, 1, 1),
    schedule="@hourly",
    catchup=False,
    default_args={"retries": 5, "retry_delay": timedelta(minutes=2)},
    tags=["segment"],
) as dag:

    @task
    def pull_batch(data_interval_start=None, data_interval_end=None):
        from airflow.models import Variable

        hook = HttpHook(method="GET", http_conn_id="events_api")
        resp = hook.run(
            endpoint="/v1/exports/segment",
            data={"from": data_interval_start.isoformat(), "to": data_interval_end.isoformat()},
            headers={"x-api-key": Variable.get("events_api_key"), "X-User-Id": "airflow"},
            extra_options={"check_response": False},
        )
        if resp.status_code in (502, 503, 504):
            raise RuntimeError("events-api gateway hiccup, retrying")
        if resp.status_code == 404:
            return []
        resp.raise_for_status()
        return resp.json()["events"]

    @task
    def load(events):
        from airflow.providers.postgres.hooks.postgres import PostgresHook

        PostgresHook(postgres_conn_id="warehouse").insert_rows(
            "raw.segment_events", [(e["messageId"], e["event"], e["timestamp"]) for e in events]
        )

    load(pull_batch())
