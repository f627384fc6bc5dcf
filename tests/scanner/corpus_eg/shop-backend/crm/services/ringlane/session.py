import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from .constants import RETRY_STATUSES

USER_AGENT = "brindlewood-shop/1.0 (+https://brindlewood.shop)"


def build_session(api_key: str, pool_size: int = 10) -> requests.Session:
    """requests.Session with connection pooling and urllib3 retries.

    POST is deliberately not in allowed_methods: adding contacts twice would
    duplicate dial attempts. The client retries POSTs by hand for 502 only.
    """
    retry = Retry(
        total=4,
        connect=2,
        backoff_factor=0.6,
        status_forcelist=RETRY_STATUSES,
        allowed_methods=frozenset({"GET", "PATCH", "DELETE"}),
        respect_retry_after_header=True,
        raise_on_status=False,
    )
    adapter = HTTPAdapter(max_retries=retry, pool_connections=pool_size, pool_maxsize=pool_size)

    session = requests.Session()
    session.mount("https://", adapter)
    session.mount("http://", adapter)
    session.headers.update(
        {
            "x-api-key": api_key,
            "Accept": "application/json",
            "User-Agent": USER_AGENT,
        }
    )
    return session
