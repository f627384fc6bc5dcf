import pandas as pd
import requests
from prefect import flow, task
from prefect.blocks.system import Secret
from prefect_snowflake import SnowflakeConnector

from flows.retry_policy import retry_generic

V2 = "https://api.dialwave.com/api/public/v2"


@task(retries=4, retry_delay_seconds=60, retry_condition_fn=retry_generic)
def pull_users() -> pd.DataFrame:
    r = requests.get(f"{V2}/users", timeout=30,
                     headers={"Authorization": f"Bearer {Secret.load('dialwave-v2-key').get()}"})
    if r.status_code == 403 and r.json()["error"]["code"] == "insufficient_scope":
        raise RuntimeError("v2 key lacks users:read")
    r.raise_for_status()
    return pd.json_normalize(r.json()["data"])


@task
def write(df: pd.DataFrame) -> None:
    with SnowflakeConnector.load("revops-snowflake") as sf:
        sf.execute("truncate table raw.dialwave.users")
        sf.execute_many("insert into raw.dialwave.users (id, email, team) values (%(id)s, %(email)s, %(team.name)s)",
                        seq_of_parameters=df.to_dict("records"))


@flow(name="warehouse-load")
def warehouse_load():
    write(pull_users())
