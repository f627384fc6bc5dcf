"""
Nightly: push the `marts.high_intent_accounts` segment into the Ringlane
"High intent - SDR" contact list so reps can power-dial them next morning.
"""
from __future__ import annotations

import pendulum
from airflow.decorators import dag, task
from airflow.providers.snowflake.hooks.snowflake import SnowflakeHook

SEGMENT_SQL = """
select distinct phone_e164
from analytics.marts.high_intent_accounts
where phone_e164 is not null and is_dnc = false
"""


@dag(
    schedule="30 5 * * 1-5",
    start_date=pendulum.datetime(2023, 2, 1, tz="America/Chicago"),
    catchup=False,
    tags=["ringlane", "reverse-etl"],
    default_args={"retries": 2, "owner": "data-eng"},
)
def ringlane_contact_list_sync():
    @task
    def fetch_segment() -> list[str]:
        rows = SnowflakeHook("snowflake_prod").get_records(SEGMENT_SQL)
        return [r[0] for r in rows]

    @task
    def push(phones: list[str]) -> int:
        from ringlane.errors import RinglaneUserNotFound
        from ringlane.hook import RinglaneHook

        hook = RinglaneHook(acting_user="sdr-automation@tallgrassdata.com")
        target = next(
            (cl for cl in hook.iter_contact_lists() if cl["name"] == "High intent - SDR"),
            None,
        ) or hook.create_contact_list("High intent - SDR", "Managed by Airflow")
        try:
            for i in range(0, len(phones), 500):
                hook.append_contacts(target["id"], phones[i : i + 500])
        except RinglaneUserNotFound:
            raise RuntimeError("sdr-automation user missing in Ringlane; ask RevOps to re-provision")
        return len(phones)

    push(fetch_segment())


ringlane_contact_list_sync()
