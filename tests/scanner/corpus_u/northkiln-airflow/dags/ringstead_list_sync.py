"""Nightly: push scored leads from Snowflake into Ringstead contact lists."""
from __future__ import annotations

import json
import logging
from datetime import datetime, timedelta

from airflow import DAG
from airflow.exceptions import AirflowSkipException
from airflow.operators.python import PythonOperator
from airflow.providers.http.hooks.http import HttpHook
from airflow.providers.snowflake.hooks.snowflake import SnowflakeHook

from plugins.ringstead_common import ringstead_headers, RINGSTEAD_CONN_ID

log = logging.getLogger(__name__)

DEFAULT_ARGS = {
    "owner": "data-eng",
    "retries": 2,
    "retry_delay": timedelta(minutes=5),
}


def _list_id_for(segment: str, hook: HttpHook) -> str | None:
    resp = hook.run(endpoint="contact-lists", headers=ringstead_headers(), extra_options={"check_response": False})
    resp.raise_for_status()
    for item in resp.json().get("data", []):
        if item["name"] == f"nk-{segment}":
            return item["id"]
    return None


def push_segment(segment: str, **context):
    sf = SnowflakeHook(snowflake_conn_id="warehouse_snowflake")
    rows = sf.get_records(
        "select phone_e164, first_name from analytics.lead_scores where segment = %s and score > 0.7",
        parameters=(segment,),
    )
    if not rows:
        raise AirflowSkipException(f"no leads for {segment}")

    hook = HttpHook(method="GET", http_conn_id=RINGSTEAD_CONN_ID)
    list_id = _list_id_for(segment, hook)
    if list_id is None:
        raise ValueError(f"contact list nk-{segment} missing in Ringstead")

    post = HttpHook(method="POST", http_conn_id=RINGSTEAD_CONN_ID)
    payload = {"contacts": [{"phone": p, "first_name": n} for p, n in rows]}
    resp = post.run(
        endpoint=f"contact-lists/{list_id}/contacts",
        data=json.dumps(payload),
        headers=ringstead_headers(),
        extra_options={"check_response": False},
    )
    if resp.status_code == 502:
        # identity provider behind Ringstead flaps at night; let Airflow retry
        raise RuntimeError("ringstead idp unreachable, retrying")
    if resp.status_code >= 400:
        err = resp.json().get("error", "unknown")
        raise RuntimeError(f"ringstead rejected batch for {segment}: {err}")
    log.info("pushed %d contacts to %s", len(rows), list_id)


with DAG(
    dag_id="ringstead_list_sync",
    start_date=datetime(2023, 3, 1),
    schedule="0 2 * * *",
    catchup=False,
    default_args=DEFAULT_ARGS,
    tags=["ringstead", "outbound"],
) as dag:
    for seg in ("smb", "mid", "ent"):
        PythonOperator(
            task_id=f"push_{seg}",
            python_callable=push_segment,
            op_kwargs={"segment": seg},
        )
