from datetime import datetime, timedelta

import pandas as pd
from airflow.decorators import dag, task

from harborpeak_data.ringlane.client import RinglaneClient
from harborpeak_data.ringlane.errors import RinglaneDisabled
from harborpeak_data.warehouse.snowflake import load_frame


@dag(
    schedule="30 2 * * *",
    start_date=datetime(2024, 1, 1),
    catchup=False,
    default_args={"retries": 2, "retry_delay": timedelta(minutes=10), "owner": "data-eng"},
    tags=["ringlane", "extract"],
)
def ringlane_lists_sync():
    @task
    def extract() -> int:
        client = RinglaneClient()
        try:
            rows = list(client.iter_contact_lists())
        except RinglaneDisabled:
            # tenant switch is off; nothing to do tonight
            return 0
        return load_frame(pd.DataFrame(rows), "ringlane_contact_lists")

    extract()


ringlane_lists_sync()
