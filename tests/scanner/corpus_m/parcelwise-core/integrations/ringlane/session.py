import time

import requests
from django.conf import settings

from . import constants as c
from .errors import error_from_response


class RingLaneSession(requests.Session):
    """requests.Session that prefixes the RingLane base URL and adds auth headers."""

    def __init__(self, acting_user=None, max_retries=3):
        super().__init__()
        self.base_url = c.BASE_URL
        self.max_retries = max_retries
        self.headers.update({
            c.HEADER_API_KEY: settings.RINGLANE["API_KEY"],
            c.HEADER_ACTING_USER: acting_user or settings.RINGLANE["ACTING_USER"],
            "Accept": "application/json",
            "User-Agent": "parcelwise-core/1.0",
        })

    def request(self, method, url, *args, **kwargs):
        if not url.startswith("http"):
            url = self.base_url + url
        kwargs.setdefault("timeout", settings.RINGLANE["TIMEOUT"])
        attempt = 0
        while True:
            resp = super().request(method, url, *args, **kwargs)
            if resp.status_code in c.RETRYABLE_STATUSES and attempt < self.max_retries:
                attempt += 1
                time.sleep(min(2 ** attempt, 10))
                continue
            if resp.status_code >= 400:
                raise error_from_response(resp)
            return resp
