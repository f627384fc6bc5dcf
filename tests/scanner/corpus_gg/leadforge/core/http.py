"""Generic retrying session for third-party calls that don't have their own wrapper."""
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

DEFAULT_RETRY_STATUSES = (500, 502, 503, 504)


def retrying_session(total=3, backoff=0.3, statuses=DEFAULT_RETRY_STATUSES):
    session = requests.Session()
    retry = Retry(
        total=total,
        read=total,
        connect=total,
        backoff_factor=backoff,
        status_forcelist=statuses,
        allowed_methods=frozenset({"GET", "POST", "PUT", "DELETE"}),
    )
    adapter = HTTPAdapter(max_retries=retry, pool_connections=10, pool_maxsize=20)
    session.mount("http://", adapter)
    session.mount("https://", adapter)
    return session
