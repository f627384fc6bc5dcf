"""Nightly: push CRM renewals due in the next 30 days into the Callbridge renewal list."""
from __future__ import annotations

import json

import pendulum
from airflow.decorators import dag, task
from airflow.models import Variable
from airflow.providers.http.operators.http import HttpOperator
from airflow.providers.snowflake.hooks.snowflake import SnowflakeHook

from callbridge import CallbridgeAppendContactsOperator, CallbridgeListCleanupOperator

RENEWAL_SQL = """
select distinct phone_e164
from analytics.marts.fct_policy_renewals
where renewal_date between current_date and dateadd(day, 30, current_date)
  and phone_e164 is not null
  and not do_not_call
"""


@dag(
    schedule="0 4 * * *",
    start_date=pendulum.datetime(2023, 9, 1, tz="America/New_York"),
    catchup=False,
    default_args={"owner": "revops-data", "retries": 2},
    tags=["callbridge", "crm"],
)
def callbridge_contact_list_sync():
    @task
    def renewal_phones() -> list[str]:
        rows = SnowflakeHook("snowflake_default").get_records(RENEWAL_SQL)
        return [r[0] for r in rows]

    phones = renewal_phones()

    push = CallbridgeAppendContactsOperator(
        task_id="append_renewals",
        list_id="{{ var.value.callbridge_renewal_list_id }}",
        phones=phones,
    )

    # quick metadata refresh, done with the stock HTTP operator years ago and never moved into the hook
    rename = HttpOperator(
        task_id="stamp_list_name",
        http_conn_id="callbridge_http",
        method="PATCH",
        endpoint="/api/public/v1/contact-lists/{{ var.value.callbridge_renewal_list_id }}",
        headers={
            "x-api-key": "{{ conn.callbridge_default.password }}",
            "x-user-email": "dialer-bot@harborline.com",
            "Content-Type": "application/json",
        },
        data=json.dumps({"name": "Renewals {{ ds }}"}),
        response_check=lambda r: r.status_code == 200,
    )

    cleanup = CallbridgeListCleanupOperator(task_id="cleanup_old_lists", keep_days=45)

    phones >> push >> rename >> cleanup


callbridge_contact_list_sync()
