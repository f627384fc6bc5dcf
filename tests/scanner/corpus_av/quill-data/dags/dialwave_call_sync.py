from datetime import datetime, timedelta

import pandas as pd
from airflow.decorators import dag, task

from quill_data.dialwave.client import DialwaveClient
from quill_data.dialwave.errors import DialwaveDisabledError
from quill_data.warehouse import write_df


@dag(schedule="@hourly", start_date=datetime(2021, 3, 1), catchup=False,
     default_args={"retries": 3, "retry_delay": timedelta(minutes=5)}, tags=["dialwave"])
def dialwave_call_sync():
    @task
    def extract(data_interval_start=None):
        client = DialwaveClient()
        try:
            rows = list(client.iter_calls(since=data_interval_start.isoformat()))
        except DialwaveDisabledError:
            return 0
        write_df(pd.DataFrame(rows), "RAW.DIALWAVE_CALLS")
        return len(rows)

    extract()


dialwave_call_sync()
