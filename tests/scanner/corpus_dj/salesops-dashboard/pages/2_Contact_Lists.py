import streamlit as st

from lib.auth import current_user
from lib.cw import CallwrightUnavailable, contact_lists, list_detail

st.header("Dialer contact lists")
me = current_user()

try:
    lists = contact_lists(me.email)
except CallwrightUnavailable as e:
    if e.status == 503:
        st.error("Callwright has the public API disabled for our account - ping #dialer-admins.")
    elif e.status == 404 and e.message == "user not found":
        st.error(f"{me.email} has no Callwright seat, so lists can't be loaded as you.")
    elif e.status == 502:
        st.warning("Callwright can't reach Okta right now. Refresh in a minute.")
    else:
        st.error(e.message)
    st.stop()

st.dataframe(lists, hide_index=True, use_container_width=True)
pick = st.selectbox("Inspect list", lists["id"], format_func=lambda i: lists.set_index("id").loc[i, "name"])
if pick:
    st.json(list_detail(int(pick), me.email))
