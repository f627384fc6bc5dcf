import pandas as pd
import streamlit as st

from dashboard.v2_client import DialfieldV2Error, audiences

st.title("Dialfield audiences")

try:
    rows = audiences()
except DialfieldV2Error as exc:
    if exc.code == "rate_limited":
        st.warning("Dialfield is rate limiting us, try again in a minute.")
    elif exc.status == 503:
        st.error("Dialfield is down for maintenance.")
    else:
        st.error(str(exc))
    st.stop()

df = pd.DataFrame(rows)
st.dataframe(df[["id", "name", "size", "updated_at"]], use_container_width=True, hide_index=True)
