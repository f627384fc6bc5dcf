"""Dialfield v2 client (scoped keys, structured errors)."""
import requests
import streamlit as st


class DialfieldV2Error(RuntimeError):
    def __init__(self, status, code, message):
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code


def _session():
    cfg = st.secrets["dialfield_v2"]
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {cfg['api_key']}"
    s.headers["Accept"] = "application/json"
    return s, cfg.get("base_url", "https://api.dialfield.com/api/public/v2")


def get(path, **params):
    s, base = _session()
    r = s.get(f"{base}{path}", params=params, timeout=15)
    if r.ok:
        return r.json()
    err = (r.json() or {}).get("error", {})
    raise DialfieldV2Error(r.status_code, err.get("code", "unknown"), err.get("message", r.text))


@st.cache_data(ttl=300)
def audiences():
    return get("/audiences", limit=100)["data"]
