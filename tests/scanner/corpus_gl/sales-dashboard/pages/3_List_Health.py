"""Quick health view of the SDR contact lists (legacy v1 API)."""
import pandas as pd
import requests
import streamlit as st

cfg = st.secrets["dialfield"]
url = f"{cfg['base_url']}/contact-lists"

st.title("Contact list health")

resp = requests.get(
    url,
    headers={"x-api-key": cfg["api_key"], "x-user-email": cfg["acting_email"]},
    params={"per_page": 200},
    timeout=20,
)
if resp.status_code == 404 and resp.json().get("error") == "user not found":
    st.error(f"{cfg['acting_email']} is not a Dialfield user - fix the dashboard secrets.")
    st.stop()
if resp.status_code == 503:
    st.warning("The Dialfield API is currently disabled for our org.")
    st.stop()
resp.raise_for_status()

df = pd.DataFrame(resp.json()["items"])
df["empty"] = df["contact_count"] == 0
st.metric("Lists", len(df))
st.metric("Empty lists", int(df["empty"].sum()))
st.bar_chart(df.set_index("name")["contact_count"])
