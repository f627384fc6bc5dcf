import altair as alt
import streamlit as st

from lib import snow
from lib.auth import current_user
from lib.cw import CallwrightUnavailable, todays_calls

st.header("Call volume")
days = st.slider("Days", 7, 90, 30)
hist = snow.query("select day, rep_email, dials, connects from rep_daily where day >= dateadd(day, -%(d)s, current_date)", d=days)
st.altair_chart(alt.Chart(hist).mark_bar().encode(x="DAY:T", y="sum(DIALS):Q", color="REP_EMAIL:N"), use_container_width=True)

st.subheader("Today (live)")
try:
    today = todays_calls(current_user().email)
    st.metric("Dials so far", len(today))
    st.dataframe(today[["user_email", "disposition", "started_at"]], hide_index=True)
except CallwrightUnavailable as e:
    st.warning(f"Live numbers unavailable: {e.message}")
