from __future__ import annotations

import pandas as pd
import snowflake.connector
import streamlit as st


@st.cache_resource
def _conn():
    cfg = st.secrets["snowflake"]
    return snowflake.connector.connect(account=cfg["account"], user=cfg["user"], private_key_file=cfg["private_key_path"],
                                       warehouse="SALES_OPS_WH", database="SALES_OPS", schema="MART")


@st.cache_data(ttl=900)
def query(sql: str, **params) -> pd.DataFrame:
    cur = _conn().cursor()
    cur.execute(sql, params)
    return cur.fetch_pandas_all()
