import logging

import requests
from django.conf import settings
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from .constants import ACTING_USER_HEADER, RETRY_METHODS, RETRY_STATUSES

log = logging.getLogger(__name__)


class TimeoutHTTPAdapter(HTTPAdapter):
    def __init__(self, *args, timeout=None, **kwargs):
        self.timeout = timeout
        super().__init__(*args, **kwargs)

    def send(self, request, **kwargs):
        kwargs.setdefault("timeout", self.timeout)
        return super().send(request, **kwargs)


def build_session(acting_user=None, max_retries=None, acting_user_id=None):
    """A requests.Session pre-wired for Dialwave (auth headers + retries)."""
    retries = Retry(
        total=settings.DIALWAVE_MAX_RETRIES if max_retries is None else max_retries,
        backoff_factor=0.5,
        status_forcelist=sorted(RETRY_STATUSES),
        allowed_methods=RETRY_METHODS,
        respect_retry_after_header=True,
        raise_on_status=False,
    )
    adapter = TimeoutHTTPAdapter(max_retries=retries, timeout=settings.DIALWAVE_TIMEOUT)

    session = requests.Session()
    session.mount("https://", adapter)
    session.headers.update(
        {
            "x-api-key": settings.DIALWAVE_API_KEY,
            ACTING_USER_HEADER: acting_user or settings.DIALWAVE_ACTING_USER,
            "Accept": "application/json",
            "User-Agent": "leadforge/1.0 (+northwindsolar.com)",
        }
    )
    if acting_user_id:
        # lists created through the Okta app are owned by the SSO id, not the email
        session.headers["x-user-id"] = acting_user_id
    log.debug("dialwave session built for %s", acting_user or settings.DIALWAVE_ACTING_USER)
    return session
