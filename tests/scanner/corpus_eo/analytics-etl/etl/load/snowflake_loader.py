import os

import pandas as pd
import snowflake.connector
from snowflake.connector.pandas_tools import write_pandas


def _connect():
    return snowflake.connector.connect(
        account=os.environ["SNOWFLAKE_ACCOUNT"],
        user=os.environ["SNOWFLAKE_USER"],
        password=os.environ.get("SNOWFLAKE_PASSWORD"),
        authenticator=os.environ.get("SNOWFLAKE_AUTHENTICATOR", "snowflake"),
        warehouse=os.environ.get("SNOWFLAKE_WAREHOUSE", "ETL_WH"),
        database=os.environ.get("SNOWFLAKE_DATABASE", "RAW"),
    )


def read_sql(sql: str, params: dict) -> pd.DataFrame:
    with _connect() as conn:
        cur = conn.cursor()
        cur.execute(sql, params)
        df = cur.fetch_pandas_all()
    df.columns = [c.lower() for c in df.columns]
    return df


def write_frame(df: pd.DataFrame, table: str, schema: str, mode: str = "append", key: str | None = None) -> None:
    df = df.copy()
    df.columns = [c.upper() for c in df.columns]
    with _connect() as conn:
        if mode == "merge" and key:
            staging = f"{table}_STG"
            write_pandas(conn, df, staging, schema=schema, auto_create_table=True, overwrite=True)
            cols = ", ".join(f"t.{c} = s.{c}" for c in df.columns)
            conn.cursor().execute(
                f"merge into {schema}.{table} t using {schema}.{staging} s on t.{key.upper()} = s.{key.upper()} "
                f"when matched then update set {cols} "
                f"when not matched then insert ({', '.join(df.columns)}) values ({', '.join('s.' + c for c in df.columns)})"
            )
        else:
            write_pandas(conn, df, table, schema=schema, auto_create_table=True)
