import os
from contextlib import contextmanager

import pandas as pd
import snowflake.connector
from snowflake.connector.pandas_tools import write_pandas


@contextmanager
def connect(schema: str = "RAW"):
    conn = snowflake.connector.connect(
        account=os.environ["SNOWFLAKE_ACCOUNT"],
        user=os.environ["SNOWFLAKE_USER"],
        authenticator="SNOWFLAKE_JWT",
        private_key_file=os.environ["SNOWFLAKE_KEY_PATH"],
        warehouse="LOAD_WH",
        database="ANALYTICS",
        schema=schema,
    )
    try:
        yield conn
    finally:
        conn.close()


def load_frame(df: pd.DataFrame, table: str) -> int:
    with connect() as conn:
        ok, _, nrows, _ = write_pandas(conn, df, table.upper(), auto_create_table=True, overwrite=True)
        if not ok:
            raise RuntimeError(f"load into {table} failed")
        return nrows
