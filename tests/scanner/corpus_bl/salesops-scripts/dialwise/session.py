"""Thin requests.Session wrapper for the DialWise public API."""
import logging

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from . import config
from .errors import raise_for_dialwise

log = logging.getLogger(__name__)


class DialWiseSession:
    def __init__(self, api_key=None, acting_email=None, base_url=None):
        self.base_url = base_url or config.BASE_URL
        self.s = requests.Session()
        self.s.headers.update(
            {
                "x-api-key": api_key or config.API_KEY,
                "x-user-email": acting_email or config.ACTING_EMAIL,
                "Accept": "application/json",
            }
        )
        retry = Retry(
            total=5,
            backoff_factor=1.5,
            status_forcelist=(429, 502, 504),
            allowed_methods=frozenset({"GET", "POST", "PATCH", "DELETE"}),
        )
        self.s.mount("https://", HTTPAdapter(max_retries=retry))

    def act_as(self, email):
        """Return a copy of this session acting as another DialWise seat."""
        other = DialWiseSession(self.s.headers["x-api-key"], email, self.base_url)
        return other

    def request(self, method, path, **kw):
        url = f"{self.base_url}{path}"
        log.debug("%s %s", method, url)
        resp = self.s.request(method, url, timeout=config.TIMEOUT, **kw)
        raise_for_dialwise(resp)
        return resp.json() if resp.content else None
