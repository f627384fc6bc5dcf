"""Legacy Dialfield helper - v1 API. Only used by the Agent activity page."""
import requests
import streamlit as st

_cfg = st.secrets.get("dialfield", {})
BASE = _cfg.get("base_url", "https://api.dialfield.com/api/public/v1")


def _headers(acting_email=None):
    return {
        "Authorization": f"Bearer {_cfg.get('api_key', '')}",
        "x-user-email": acting_email or _cfg.get("acting_email", ""),
        "Accept": "application/json",
    }


class V1Unavailable(Exception):
    pass


def _get(path, acting_email=None, **params):
    r = requests.get(f"{BASE}{path}", headers=_headers(acting_email), params=params, timeout=15)
    if r.status_code == 503:
        raise V1Unavailable("Dialfield API is disabled on the server (ask RevOps)")
    if r.status_code == 502:
        raise V1Unavailable("Dialfield cannot reach Okta right now")
    if r.status_code >= 400:
        raise RuntimeError(r.json().get("error", f"HTTP {r.status_code}"))
    return r.json()


@st.cache_data(ttl=300)
def lists_for_agent(agent_email):
    return _get("/contact-lists", acting_email=agent_email, per_page=100).get("items", [])


@st.cache_data(ttl=300)
def list_detail(list_id, agent_email):
    return _get(f"/contact-lists/{list_id}", acting_email=agent_email)
