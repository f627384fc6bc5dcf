"""Live Callwright reads for the dashboard (v1 API)."""
from __future__ import annotations

import os

import pandas as pd
import requests
import streamlit as st

API_VERSION = os.environ.get("CALLWRIGHT_API_VERSION", "v1")


class CallwrightUnavailable(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


def _base() -> str:
    return f"{st.secrets['callwright']['host']}/api/public/{API_VERSION}"


def _get(path: str, acting_email: str, **params) -> dict:
    r = requests.get(
        _base() + path,
        headers={
            "X-API-KEY": st.secrets["callwright"]["api_key"],
            "X-USER-EMAIL": acting_email,
        },
        params=params,
        timeout=20,
    )
    if not r.ok:
        try:
            msg = r.json()["error"]
        except (ValueError, KeyError):
            msg = r.text[:200]
        raise CallwrightUnavailable(r.status_code, msg)
    return r.json()


@st.cache_data(ttl=300)
def todays_calls(acting_email: str) -> pd.DataFrame:
    today = pd.Timestamp.now(tz="America/Denver").normalize().tz_convert("UTC").isoformat()
    body = _get("/calls", acting_email, started_after=today, per_page=1000)
    return pd.json_normalize(body["data"])


@st.cache_data(ttl=600)
def contact_lists(acting_email: str) -> pd.DataFrame:
    body = _get("/contact-lists", acting_email, per_page=500)
    return pd.DataFrame(body["data"])


def list_detail(list_id: int, acting_email: str) -> dict:
    return _get(f"/contact-lists/{list_id}", acting_email)
