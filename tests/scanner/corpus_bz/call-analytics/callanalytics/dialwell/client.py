import logging

import requests
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

from . import settings
from .exceptions import DialwellError, DialwellUnavailable, DialwellUserNotFound

log = logging.getLogger(__name__)

TRANSIENT = {429, 502}


class DialwellClient:
    def __init__(self, api_key=None, acting_email=None, base_url=None):
        self.base_url = (base_url or settings.BASE_URL).rstrip("/")
        self.session = requests.Session()
        self.session.headers.update(
            {
                "X-Api-Key": api_key or settings.API_KEY,
                "X-User-Email": acting_email or settings.ACTING_USER_EMAIL,
                "Accept": "application/json",
            }
        )

    @retry(
        retry=retry_if_exception_type(DialwellUnavailable),
        stop=stop_after_attempt(4),
        wait=wait_exponential(multiplier=1, max=20),
        reraise=True,
    )
    def _get(self, path, **params):
        resp = self.session.get(f"{self.base_url}/{path}", params=params, timeout=settings.TIMEOUT)
        if resp.ok:
            return resp.json()
        try:
            payload = resp.json()
        except ValueError:
            payload = {}
        if resp.status_code == 404 and payload.get("error") == "user not found":
            raise DialwellUserNotFound(resp.status_code, payload)
        if resp.status_code in TRANSIENT:
            raise DialwellUnavailable(resp.status_code, payload)
        if resp.status_code == 503:
            log.error("Dialwell API disabled for our account: %s", payload)
            raise DialwellUnavailable(resp.status_code, payload)
        raise DialwellError(resp.status_code, payload)

    def iter_calls(self, since):
        page = 1
        while True:
            data = self._get("calls", since=since, page=page, per_page=settings.PAGE_SIZE)
            yield from data.get("data", [])
            if not data.get("has_more"):
                return
            page += 1

    def contact_list_sizes(self):
        data = self._get("contact-lists", per_page=settings.PAGE_SIZE)
        return {row["id"]: row.get("size", 0) for row in data.get("data", [])}
