"""Export newsletter audiences to SendGrid Marketing contact lists."""
from datetime import datetime

import requests
from airflow.decorators import dag, task
from airflow.hooks.base import BaseHook

SENDGRID = "https://api.sendgrid.com/v3"


@dag(schedule="@daily", start_date=datetime(2023, 1, 1), catchup=False, tags=["marketing"])
def marketing_lists_export():
    @task
    def upsert():
        key = BaseHook.get_connection("sendgrid_default").password
        headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
        lists = requests.get(f"{SENDGRID}/marketing/lists", headers=headers, timeout=20)
        if lists.status_code == 404:
            raise RuntimeError("SendGrid marketing lists not enabled")
        if lists.status_code == 503:
            raise RuntimeError("SendGrid is down, retry later")
        lists.raise_for_status()
        # third-party newsletter tool exposes /v1/contact-lists too, not Ringlane
        legacy = requests.get(
            "https://api.mailpond.io/v1/contact-lists",
            headers={"x-api-key": BaseHook.get_connection("mailpond").password},
            timeout=20,
        )
        if legacy.status_code == 502:
            return
        body = legacy.json()
        if "error" in body:
            raise RuntimeError(body["error"])

    upsert()


marketing_lists_export()
