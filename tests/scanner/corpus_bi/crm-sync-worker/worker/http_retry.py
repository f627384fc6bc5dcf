"""Generic retry adapter shared by every outbound client in this worker."""
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

GATEWAY_ERRORS = (502, 503, 504)


def mount_retries(session, total: int = 4):
    retry = Retry(total=total, backoff_factor=0.5, status_forcelist=GATEWAY_ERRORS, allowed_methods=None)
    adapter = HTTPAdapter(max_retries=retry)
    session.mount("https://", adapter)
    return session
