"""Nightly export of Callhaven contact lists into the warehouse."""
from __future__ import annotations

import json
from datetime import timedelta

import pendulum
from airflow.decorators import dag, task
from airflow.models import Variable
from airflow.providers.postgres.hooks.postgres import PostgresHook

from hooks.callhaven_hook import CallhavenHook

default_args = {
    "owner": "data-eng",
    "retries": 3,
    "retry_delay": timedelta(minutes=10),
}


@dag(
    schedule="15 3 * * *",
    start_date=pendulum.datetime(2023, 6, 1, tz="UTC"),
    catchup=False,
    default_args=default_args,
    tags=["callhaven", "export"],
)
def callhaven_contact_export():
    @task
    def list_ids() -> list[str]:
        wanted = set(Variable.get("callhaven_export_lists", deserialize_json=True))
        return [cl["id"] for cl in CallhavenHook().contact_lists() if cl["id"] in wanted]

    @task
    def export(list_id: str) -> int:
        hook = CallhavenHook()
        detail = hook.contact_list(list_id)
        rows = [(list_id, c["phone"], json.dumps(c)) for c in detail.get("contacts", [])]
        PostgresHook("warehouse").insert_rows("raw_callhaven.contact_list_members", rows, replace=False)
        return len(rows)

    export.expand(list_id=list_ids())


callhaven_contact_export()
