"""Client for harbor leads-api (internal). Mirrors @harbor/internal-sdk."""
from __future__ import annotations

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from app.config import get_settings


class LeadsApiError(Exception):
    def __init__(self, status: int, body: dict):
        super().__init__(body.get("error", "unknown"))
        self.status = status


def _session() -> requests.Session:
    s = requests.Session()
    retry = Retry(total=3, backoff_factor=0.3, status_forcelist=[502, 503, 504], allowed_methods=None)
    s.mount("http://", HTTPAdapter(max_retries=retry))
    cfg = get_settings()
    s.headers.update({"x-api-key": cfg.leads_internal_key})
    return s


def get_lead(lead_id: str, user_id: str | None = None) -> dict | None:
    cfg = get_settings()
    headers = {"X-User-Id": user_id} if user_id else {}
    r = _session().get(f"{cfg.leads_api_url}/v1/leads/{lead_id}", headers=headers, timeout=5)
    if r.status_code == 404:
        return None
    if r.status_code >= 400:
        raise LeadsApiError(r.status_code, r.json())
    return r.json()
