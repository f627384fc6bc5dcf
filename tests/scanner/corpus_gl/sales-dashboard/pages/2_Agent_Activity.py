import pandas as pd
import streamlit as st

from dashboard.dialfield_v1 import V1Unavailable, list_detail, lists_for_agent

st.title("Agent activity")

AGENTS = {
    "Dana Ruiz": "dana.ruiz@northbeamoutdoor.com",
    "Marcus Lee": "marcus.lee@northbeamoutdoor.com",
    "Priya Nair": "priya.nair@northbeamoutdoor.com",
}

agent = st.selectbox("Agent", list(AGENTS))
email = AGENTS[agent]

try:
    lists = lists_for_agent(email)
except V1Unavailable as exc:
    st.warning(str(exc))
    st.stop()
except RuntimeError as exc:
    if str(exc) == "user not found":
        st.info(f"{agent} has no Dialfield seat yet.")
    else:
        st.error(f"Dialfield error: {exc}")
    st.stop()

if not lists:
    st.info("No contact lists owned by this agent.")
    st.stop()

df = pd.DataFrame(lists)
st.dataframe(df[["id", "name", "contact_count"]], hide_index=True)

picked = st.selectbox("Inspect list", df["id"], format_func=lambda i: df.set_index("id").loc[i, "name"])
detail = list_detail(picked, email)
st.json(detail)
