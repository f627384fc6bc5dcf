"""Weekly: build win-back contact lists in DialPond from Snowflake segments."""
from __future__ import annotations

from datetime import datetime, timedelta

from airflow.decorators import dag, task
from airflow.providers.snowflake.hooks.snowflake import SnowflakeHook

from hooks.dialpond_hook import DialPondHook

SEGMENTS = {
    "hvac_lapsed_12m": "include/sql/hvac_lapsed_12m.sql",
    "plumbing_one_and_done": "include/sql/plumbing_one_and_done.sql",
}


@dag(
    schedule="0 6 * * MON",
    start_date=datetime(2024, 1, 1),
    catchup=False,
    default_args={"retries": 3, "retry_delay": timedelta(minutes=10), "owner": "data-eng"},
    tags=["dialpond", "sales"],
)
def dialpond_winback_lists():
    @task
    def load_segment(name: str, sql_path: str) -> dict:
        with open(f"/opt/airflow/{sql_path}") as f:
            df = SnowflakeHook().get_pandas_df(f.read())
        return {"name": name, "phones": df["PHONE_E164"].dropna().unique().tolist()}

    @task
    def upsert_list(segment: dict) -> str:
        hook = DialPondHook(acting_user="sales-ops@tallowford.com")
        title = f"[auto] {segment['name']}"
        existing = {l["name"]: l for l in hook.get_contact_lists()}
        if title in existing:
            list_id = existing[title]["id"]
            hook.run("PATCH", f"/contact-lists/{list_id}", json={"description": f"refreshed {datetime.utcnow():%Y-%m-%d}"})
        else:
            list_id = hook.create_contact_list(title)["id"]
        for i in range(0, len(segment["phones"]), 500):
            hook.append_contacts(list_id, segment["phones"][i:i + 500])
        return list_id

    for name, path in SEGMENTS.items():
        upsert_list.override(task_id=f"upsert_{name}")(load_segment.override(task_id=f"load_{name}")(name, path))


dialpond_winback_lists()
