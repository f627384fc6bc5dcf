"""Nightly: mirror Ringwell contact lists into the warehouse for call-coverage reporting."""
from __future__ import annotations

import pendulum
from airflow.decorators import dag, task

from hooks.ringwell_hook import RingwellHook


@dag(schedule="0 2 * * *", start_date=pendulum.datetime(2022, 3, 1, tz="Europe/London"), catchup=False, tags=["ringwell"])
def refresh_dialer_lists():
    @task
    def list_ids() -> list[str]:
        hook = RingwellHook(acting_email="data-eng@northpeaksolar.com")
        return [cl["id"] for cl in hook.paginate("/contact-lists", limit=200)]

    @task
    def export(list_id: str) -> int:
        from warehouse import load_rows

        rows = RingwellHook(acting_email="data-eng@northpeaksolar.com").export_contact_list(list_id)
        load_rows("raw_ringwell.contact_list_members", rows, partition=list_id)
        return len(rows)

    export.expand(list_id=list_ids())


refresh_dialer_lists()
