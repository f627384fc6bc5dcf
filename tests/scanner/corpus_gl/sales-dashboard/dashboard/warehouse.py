import pandas as pd
import snowflake.connector
import streamlit as st


@st.cache_resource
def _conn():
    cfg = st.secrets["snowflake"]
    return snowflake.connector.connect(
        account=cfg["account"],
        user=cfg["user"],
        password=cfg["password"],
        warehouse=cfg["warehouse"],
        database=cfg["database"],
    )


@st.cache_data(ttl=600)
def pipeline_by_week(weeks=12):
    sql = """
        select date_trunc('week', created_at) as week, stage, count(*) as leads
        from leads
        where created_at >= dateadd(week, -%(weeks)s, current_date)
        group by 1, 2
        order by 1
    """
    return pd.read_sql(sql, _conn(), params={"weeks": weeks})


@st.cache_data(ttl=600)
def totals():
    df = pd.read_sql("select count(*) as leads, sum(iff(stage = 'won', 1, 0)) as won from leads", _conn())
    return df.iloc[0].to_dict()
