"""Shared requests session for Callhaven calls made from Celery tasks."""
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from . import settings

_session = None


def get_session() -> requests.Session:
    global _session
    if _session is None:
        s = requests.Session()
        retry = Retry(
            total=4,
            backoff_factor=1.5,
            status_forcelist=(429, 502, 504),
            allowed_methods=frozenset({"GET", "POST", "DELETE"}),
        )
        s.mount("https://", HTTPAdapter(max_retries=retry))
        s.headers["x-api-key"] = settings.CALLHAVEN_API_KEY
        s.headers["x-user-id"] = settings.CALLHAVEN_SERVICE_USER_ID
        s.headers["User-Agent"] = "northwind-beat-jobs/1.0"
        _session = s
    return _session


def url(path: str) -> str:
    return settings.CALLHAVEN_URL + path
