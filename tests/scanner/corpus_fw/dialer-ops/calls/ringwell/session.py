import requests
from django.conf import settings
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from .constants import ACTING_USER_HEADER, API_KEY_HEADER, RETRY_STATUSES


def base_url() -> str:
    cfg = settings.RINGWELL
    return f"{cfg['HOST'].rstrip('/')}/api/public/{cfg['API_VERSION']}/"


def build_session() -> requests.Session:
    cfg = settings.RINGWELL
    session = requests.Session()
    retry = Retry(
        total=4,
        backoff_factor=0.5,
        status_forcelist=RETRY_STATUSES,
        allowed_methods=frozenset({"GET", "POST", "PATCH", "DELETE"}),
        respect_retry_after_header=True,
        raise_on_status=False,
    )
    session.mount("https://", HTTPAdapter(max_retries=retry))
    session.headers.update(
        {
            API_KEY_HEADER: cfg["API_KEY"],
            ACTING_USER_HEADER: cfg["SERVICE_USER_ID"],
            "Accept": "application/json",
        }
    )
    return session
