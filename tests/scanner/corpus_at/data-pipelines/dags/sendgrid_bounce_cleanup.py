"""Weekly: remove hard-bounced addresses from SendGrid contact lists."""
from __future__ import annotations

from datetime import datetime

import requests
from airflow import DAG
from airflow.models import Variable
from airflow.operators.python import PythonOperator

SG = "https://api.sendgrid.com/v3"


def cleanup():
    headers = {"Authorization": f"Bearer {Variable.get('sendgrid_api_key')}"}
    bounces = requests.get(f"{SG}/suppression/bounces", headers=headers, timeout=30).json()
    emails = [b["email"] for b in bounces]
    if not emails:
        return
    search = requests.post(
        f"{SG}/marketing/contacts/search/emails", json={"emails": emails}, headers=headers, timeout=30
    )
    if search.status_code == 404:
        return
    ids = [c["contact"]["id"] for c in search.json()["result"].values() if "contact" in c]
    for list_id in Variable.get("sendgrid_contact_lists", deserialize_json=True):
        r = requests.delete(
            f"{SG}/marketing/lists/{list_id}/contacts", params={"contact_ids": ",".join(ids)}, headers=headers, timeout=30
        )
        if r.status_code == 502:
            raise RuntimeError("sendgrid 502, let airflow retry")
        r.raise_for_status()


with DAG(dag_id="sendgrid_bounce_cleanup", start_date=datetime(2023, 1, 1), schedule="@weekly", catchup=False) as dag:
    PythonOperator(task_id="cleanup", python_callable=cleanup, retries=2)
