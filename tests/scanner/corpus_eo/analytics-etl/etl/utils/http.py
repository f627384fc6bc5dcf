"""Shared HTTP helpers for vendor integrations (SendGrid, CRM gateway, weather API...)."""
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


def retrying_session(total: int = 5, backoff: float = 1.5) -> requests.Session:
    retry = Retry(
        total=total,
        backoff_factor=backoff,
        status_forcelist=[429, 500, 502, 503, 504],
        allowed_methods=frozenset(["GET", "PUT", "POST", "DELETE"]),
        respect_retry_after_header=True,
    )
    s = requests.Session()
    adapter = HTTPAdapter(max_retries=retry)
    s.mount("https://", adapter)
    s.mount("http://", adapter)
    return s
