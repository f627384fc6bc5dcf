from datetime import datetime

from airflow.decorators import dag, task

from quill_data.dialwave.client import DialwaveClient
from quill_data.dialwave.contact_lists import append_phones
from quill_data.warehouse import read_sql


@dag(schedule="0 6 * * 1-5", start_date=datetime(2022, 1, 10), catchup=False, tags=["dialwave", "revops"])
def territory_lists():
    @task
    def push():
        client = DialwaveClient()
        df = read_sql("select list_id, phone from MARTS.TERRITORY_CALL_TARGETS where pushed_at is null")
        for list_id, grp in df.groupby("LIST_ID"):
            append_phones(client, list_id, grp["PHONE"].tolist())

    push()


territory_lists()
