import streamlit as st

from lib.auth import current_user

st.set_page_config(page_title="Sales Ops", page_icon=":telephone_receiver:", layout="wide")

user = current_user()
st.title("Sales Ops")
st.caption(f"Signed in as {user.email}")
st.markdown(
    """
    * **Call Volume** - dials, connects and talk time by rep
    * **Contact Lists** - what's loaded in the dialer right now
    * **Leaderboard** - this week's top reps (Callwright v2 pilot)
    """
)
