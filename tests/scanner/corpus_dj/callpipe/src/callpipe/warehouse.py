"""Land frames in Snowflake and ping the internal metrics gateway."""
from __future__ import annotations

import os

import pandas as pd
import requests
import snowflake.connector
from requests.adapters import HTTPAdapter
from snowflake.connector.pandas_tools import write_pandas
from urllib3.util.retry import Retry

METRICS_GATEWAY = os.getenv("METRICS_GATEWAY_URL", "https://metrics.internal.tidewatersolar.com/v1/events")


def _gateway_session() -> requests.Session:
    s = requests.Session()
    # AWS API Gateway in front of the metrics lambda; 502/503 are cold starts
    s.mount("https://", HTTPAdapter(max_retries=Retry(total=4, backoff_factor=0.5, status_forcelist=(502, 503, 504))))
    s.headers["x-api-key"] = os.environ["METRICS_GATEWAY_KEY"]
    return s


def land(df: pd.DataFrame, table: str) -> int:
    conn = snowflake.connector.connect(
        account=os.environ["SNOWFLAKE_ACCOUNT"],
        user=os.environ["SNOWFLAKE_USER"],
        private_key_file=os.environ["SNOWFLAKE_KEY_PATH"],
        warehouse="SALES_OPS_WH",
        database="SALES_OPS",
        schema="RAW",
    )
    try:
        ok, _, nrows, _ = write_pandas(conn, df, table.upper(), auto_create_table=False)
    finally:
        conn.close()
    if ok:
        _gateway_session().post(METRICS_GATEWAY, json={"metric": "callpipe.rows", "table": table, "value": nrows}, timeout=5)
    return nrows
