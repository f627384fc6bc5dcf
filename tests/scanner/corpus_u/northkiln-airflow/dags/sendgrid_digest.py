"""Weekly digest e-mail to sales managers. Uses SendGrid marketing contact lists."""
from datetime import datetime

from airflow import DAG
from airflow.providers.http.hooks.http import HttpHook
from airflow.operators.python import PythonOperator


def send_digest(**_):
    hook = HttpHook(method="PUT", http_conn_id="sendgrid_default")
    resp = hook.run(
        endpoint="marketing/lists",
        json={"name": "weekly-managers"},
        headers={"Authorization": "Bearer {{ conn.sendgrid_default.password }}"},
        extra_options={"check_response": False},
    )
    if resp.status_code in (502, 503):
        raise RuntimeError("sendgrid unavailable")
    if resp.status_code == 404:
        return
    body = resp.json()
    if "errors" in body:
        raise RuntimeError(body["errors"][0]["message"])


with DAG("sendgrid_digest", start_date=datetime(2023, 1, 1), schedule="@weekly", catchup=False) as dag:
    PythonOperator(task_id="send", python_callable=send_digest)
