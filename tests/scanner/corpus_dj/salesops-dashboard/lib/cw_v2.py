"""Callwright v2 client (pilot). Keys look like cw_live_<uuid>.<secret>; no acting-user header."""
from __future__ import annotations

import pandas as pd
import requests
import streamlit as st

BASE = "https://api.callwright.io/api/public/v2"


class CallwrightV2Error(Exception):
    def __init__(self, status: int, code: str, message: str, request_id: str | None):
        super().__init__(f"{code}: {message}")
        self.status, self.code, self.request_id = status, code, request_id


def _session() -> requests.Session:
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {st.secrets['callwright_v2']['api_key']}"
    return s


def _check(r: requests.Response) -> dict:
    if r.ok:
        return r.json()
    err = r.json().get("error", {})
    raise CallwrightV2Error(r.status_code, err.get("code", "unknown"), err.get("message", ""), r.headers.get("request-id"))


@st.cache_data(ttl=300)
def leaderboard(week_start: str) -> pd.DataFrame:
    r = _session().get(f"{BASE}/reports/rep-activity", params={"from": week_start, "group_by": "user"}, timeout=30)
    body = _check(r)
    if r.status_code == 503 or body.get("partial"):
        st.info("Some data still processing")
    return pd.DataFrame(body["rows"])
