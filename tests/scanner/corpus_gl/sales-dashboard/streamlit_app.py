import altair as alt
import streamlit as st

from dashboard import warehouse

st.set_page_config(page_title="SDR dashboard", page_icon=":telephone_receiver:", layout="wide")
st.title("SDR pipeline")

t = warehouse.totals()
c1, c2, c3 = st.columns(3)
c1.metric("Leads", f"{int(t['LEADS']):,}")
c2.metric("Won", f"{int(t['WON']):,}")
c3.metric("Win rate", f"{(t['WON'] / max(t['LEADS'], 1)):.1%}")

weeks = st.sidebar.slider("Weeks", 4, 52, 12)
df = warehouse.pipeline_by_week(weeks)
chart = (
    alt.Chart(df)
    .mark_bar()
    .encode(x="WEEK:T", y="LEADS:Q", color="STAGE:N", tooltip=["WEEK", "STAGE", "LEADS"])
)
st.altair_chart(chart, use_container_width=True)
st.caption("Source: Snowflake SALES.LEADS, refreshed every 10 minutes.")
