from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.python import PythonOperator

from pipelines.callrift import export_lists
from pipelines.hubspot import client as hubspot

default_args = {
    "owner": "data-eng",
    "retries": 2,
    "retry_delay": timedelta(minutes=10),
}

with DAG(
    dag_id="callrift_daily_export",
    start_date=datetime(2023, 3, 1),
    schedule="0 4 * * *",
    catchup=False,
    default_args=default_args,
    tags=["callrift", "dialer"],
) as dag:
    export_callrift = PythonOperator(
        task_id="export_contact_lists",
        python_callable=export_lists.run,
        op_kwargs={"ds": "{{ ds }}"},
    )
    export_hubspot = PythonOperator(
        task_id="export_hubspot_lists",
        python_callable=lambda: hubspot.contact_lists(),
    )
    export_callrift >> export_hubspot
