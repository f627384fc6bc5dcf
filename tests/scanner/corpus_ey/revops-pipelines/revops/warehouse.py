import os

import pandas as pd
import snowflake.connector
from snowflake.connector.pandas_tools import write_pandas


def _conn():
    return snowflake.connector.connect(
        account=os.environ["SNOWFLAKE_ACCOUNT"],
        user=os.environ["SNOWFLAKE_USER"],
        password=os.environ["SNOWFLAKE_PASSWORD"],
        warehouse="REVOPS_WH",
        role="REVOPS_ETL",
    )


def read_sql(sql: str) -> pd.DataFrame:
    with _conn() as c:
        return pd.read_sql(sql, c)


def write_df(df: pd.DataFrame, table: str, mode: str = "append", keys=None) -> None:
    db, schema, name = table.split(".")
    with _conn() as c:
        write_pandas(c, df, name, database=db, schema=schema, auto_create_table=True,
                     overwrite=(mode == "replace"))
