"""Push tomorrow's dial targets from Snowflake into Ringlane contact lists."""
from __future__ import annotations

from datetime import datetime, timedelta

from airflow.decorators import dag, task
from airflow.models import Variable
from airflow.providers.snowflake.hooks.snowflake import SnowflakeHook

from ringlane import RinglaneHook
from ringlane.errors import RinglaneUserNotFound

default_args = {"owner": "data-eng", "retries": 2, "retry_delay": timedelta(minutes=5)}


@dag(
    schedule="0 4 * * 1-5",
    start_date=datetime(2023, 6, 1),
    catchup=False,
    default_args=default_args,
    tags=["ringlane", "revops"],
    max_active_runs=1,
)
def ringlane_contact_sync():
    @task
    def fetch_segments() -> dict[str, list[str]]:
        table = Variable.get("ringlane_segment_table")
        sf = SnowflakeHook(snowflake_conn_id="snowflake_default")
        df = sf.get_pandas_df(f"select segment_name, phone_e164 from {table} where dial_date = current_date + 1")
        return df.groupby("SEGMENT_NAME")["PHONE_E164"].apply(list).to_dict()

    @task(pool="ringlane_api")
    def push(segments: dict[str, list[str]]) -> dict[str, int]:
        hook = RinglaneHook()
        counts = {}
        for name, phones in segments.items():
            list_name = f"auto/{name}"
            existing = hook.find_list_by_name(list_name)
            if existing:
                hook.delete_contact_list(existing["id"])
            try:
                created = hook.create_contact_list(list_name, owner_email="sdr-leads@northwind.io")
            except RinglaneUserNotFound:
                created = hook.create_contact_list(list_name, owner_email="data-bot@northwind.io")
            counts[name] = hook.append_contacts(created["id"], phones)
        return counts

    @task
    def report(counts: dict[str, int]) -> None:
        for k, v in counts.items():
            print(f"{k}: {v} contacts")

    report(push(fetch_segments()))


ringlane_contact_sync()
