from datetime import datetime, timedelta

import pandas as pd
from airflow.decorators import dag, task

from harborly_data.sources import dialwise
from harborly_data.warehouse import write_df


@dag(schedule="15 4 * * *", start_date=datetime(2023, 6, 1), catchup=False,
     default_args={"retries": 2, "retry_delay": timedelta(minutes=10)}, tags=["dialwise", "sales"])
def dialwise_lists_daily():
    @task
    def extract_lists():
        return list(dialwise.iter_contact_lists())

    @task
    def load(lists):
        write_df(pd.DataFrame(lists), "RAW.DIALWISE_CONTACT_LISTS", mode="replace")

    load(extract_lists())


dialwise_lists_daily()
