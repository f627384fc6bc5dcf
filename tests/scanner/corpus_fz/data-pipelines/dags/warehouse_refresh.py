import pendulum
from airflow import DAG
from airflow.providers.amazon.aws.transfers.s3_to_redshift import S3ToRedshiftOperator
from airflow.providers.amazon.aws.sensors.s3 import S3KeySensor

with DAG(
    "warehouse_refresh",
    schedule="@hourly",
    start_date=pendulum.datetime(2023, 1, 1),
    catchup=False,
    tags=["warehouse"],
) as dag:
    wait = S3KeySensor(
        task_id="wait_for_calls_export",
        bucket_name="harborline-raw",
        bucket_key="callbridge/calls/{{ ds }}/_SUCCESS",
        poke_interval=300,
        mode="reschedule",
    )
    load = S3ToRedshiftOperator(
        task_id="load_calls",
        schema="raw_callbridge",
        table="calls",
        s3_bucket="harborline-raw",
        s3_key="callbridge/calls/{{ ds }}/",
        copy_options=["FORMAT AS PARQUET"],
        method="UPSERT",
        upsert_keys=["call_id"],
    )
    wait >> load
