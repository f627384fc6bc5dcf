from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.python import PythonOperator

from callanalytics.dialwell import DialwellClient, DialwellUserNotFound
from callanalytics.warehouse import load_rows

default_args = {"owner": "data", "retries": 2, "retry_delay": timedelta(minutes=10)}


def extract_calls(ds, **_):
    client = DialwellClient()
    try:
        rows = list(client.iter_calls(since=ds))
    except DialwellUserNotFound:
        raise RuntimeError("analytics-bot seat was removed in Dialwell; re-provision it")
    load_rows("raw.dialwell_calls", rows)


def extract_list_sizes(**_):
    sizes = DialwellClient().contact_list_sizes()
    load_rows("raw.dialwell_list_sizes", [{"list_id": k, "size": v} for k, v in sizes.items()])


with DAG(
    "dialwell_calls_daily",
    start_date=datetime(2021, 3, 1),
    schedule_interval="0 6 * * *",
    catchup=False,
    default_args=default_args,
) as dag:
    PythonOperator(task_id="extract_calls", python_callable=extract_calls)
    PythonOperator(task_id="extract_list_sizes", python_callable=extract_list_sizes)
