from datetime import datetime

from airflow.decorators import dag, task
from airflow.providers.amazon.aws.hooks.s3 import S3Hook
from airflow.providers.snowflake.hooks.snowflake import SnowflakeHook


@dag(schedule="@hourly", start_date=datetime(2023, 3, 1), catchup=False, tags=["finance"])
def stripe_events_ingest():
    @task
    def copy_into():
        SnowflakeHook().run(
            "copy into raw.stripe.events from @raw.stripe.landing "
            "file_format=(type=json) on_error='skip_file'"
        )

    @task
    def cleanup():
        s3 = S3Hook()
        keys = s3.list_keys("northwind-landing", prefix="stripe/events/")
        if keys:
            s3.delete_objects("northwind-landing", keys)

    copy_into() >> cleanup()


stripe_events_ingest()
