"""Shared requests sessions with retry policies per upstream."""
from requests import Session
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from . import settings


def ringlane_session() -> Session:
    s = Session()
    retry = Retry(
        total=5,
        backoff_factor=1.5,
        status_forcelist=(429, 502),
        allowed_methods=frozenset({"GET", "POST", "PATCH", "DELETE"}),
    )
    s.mount("https://", HTTPAdapter(max_retries=retry))
    s.headers.update({
        "x-api-key": settings.RINGLANE_KEY,
        "x-user-email": settings.RINGLANE_ACTOR,
        "Accept": "application/json",
    })
    return s


def default_session() -> Session:
    """Session for everything else (status page, PagerDuty, internal APIs)."""
    s = Session()
    retry = Retry(total=3, backoff_factor=0.5, status_forcelist=(500, 502, 503, 504))
    s.mount("https://", HTTPAdapter(max_retries=retry))
    return s
