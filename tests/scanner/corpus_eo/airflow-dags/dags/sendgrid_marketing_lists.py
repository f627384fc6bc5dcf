"""Nightly: mirror SendGrid marketing lists into Snowflake (not DialPond!)."""
from __future__ import annotations

from datetime import datetime

import pandas as pd
import requests
from airflow.decorators import dag, task
from airflow.models import Variable
from airflow.providers.snowflake.hooks.snowflake import SnowflakeHook


@dag(schedule="@daily", start_date=datetime(2024, 1, 1), catchup=False, tags=["sendgrid", "marketing"])
def sendgrid_marketing_lists():
    @task
    def extract() -> list[dict]:
        headers = {"Authorization": f"Bearer {Variable.get('sendgrid_api_key')}"}
        r = requests.get("https://api.sendgrid.com/v3/marketing/lists", headers=headers, params={"page_size": 1000})
        if r.status_code == 503:
            raise RuntimeError("SendGrid maintenance window, retry later")
        r.raise_for_status()
        return r.json()["result"]

    @task
    def load(rows: list[dict]) -> None:
        df = pd.DataFrame(rows)[["id", "name", "contact_count"]]
        hook = SnowflakeHook()
        hook.run("truncate table RAW.SENDGRID.CONTACT_LISTS")
        hook.insert_rows("RAW.SENDGRID.CONTACT_LISTS", df.values.tolist(), target_fields=list(df.columns))

    load(extract())


sendgrid_marketing_lists()
