import pandas as pd
import streamlit as st

from lib.cw_v2 import CallwrightV2Error, leaderboard

st.header("Leaderboard")
week = (pd.Timestamp.today() - pd.Timedelta(days=pd.Timestamp.today().weekday())).date().isoformat()
try:
    df = leaderboard(week)
except CallwrightV2Error as e:
    if e.code == "rate_limited":
        st.warning("Rate limited - try again shortly")
    else:
        st.error(f"{e.code} (request {e.request_id})")
    st.stop()
st.dataframe(df.sort_values("connects", ascending=False).head(15), hide_index=True)
