"""Who is looking at the dashboard. oauth2-proxy injects X-User-Email / X-User-Id."""
from __future__ import annotations

from dataclasses import dataclass

import streamlit as st


@dataclass
class Viewer:
    email: str
    okta_id: str | None


def current_user() -> Viewer:
    headers = st.context.headers
    email = headers.get("X-User-Email") or headers.get("X-Forwarded-Email") or "local@dev"
    okta_id = headers.get("X-User-Id")
    if not email.endswith("@tidewatersolar.com") and email != "local@dev":
        st.error("Not authorised")
        st.stop()
    return Viewer(email=email, okta_id=okta_id)
