"""Weekly audit: compare Ringmetric contact lists with warehouse campaigns."""
from __future__ import annotations

from datetime import datetime

import pandas as pd
from airflow.decorators import dag, task
from airflow.hooks.base import BaseHook
from airflow.models import Variable

from ringmetric.client import RingmetricClient


@dag(start_date=datetime(2023, 10, 1), schedule="@weekly", catchup=False, tags=["kestrel", "ringmetric"])
def ringmetric_list_audit():
    @task
    def fetch_lists() -> list[dict]:
        conn = BaseHook.get_connection("ringmetric_default")
        client = RingmetricClient(api_key=conn.password, acting_user_id=Variable.get("ringmetric_acting_user_id"))
        return list(client.iter_contact_lists())

    @task
    def report(lists: list[dict]) -> None:
        df = pd.DataFrame(lists)
        stale = df[pd.to_datetime(df["updated_at"]) < pd.Timestamp.utcnow() - pd.Timedelta(days=30)]
        print(stale[["id", "name", "contact_count"]].to_string(index=False))

    report(fetch_lists())


ringmetric_list_audit()
