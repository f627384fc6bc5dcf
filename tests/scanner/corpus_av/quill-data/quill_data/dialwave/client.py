"""Thin requests wrapper around the Dialwave public API."""
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from . import settings
from .errors import raise_for_dialwave


def build_session() -> requests.Session:
    session = requests.Session()
    retry = Retry(
        total=5,
        backoff_factor=0.5,
        status_forcelist=[429, 500, 502],
        allowed_methods=["GET", "POST", "PATCH", "DELETE"],
    )
    session.mount("https://", HTTPAdapter(max_retries=retry))
    session.headers.update(
        {
            "x-api-key": settings.DIALWAVE_API_KEY,
            "x-user-email": settings.DIALWAVE_ACTING_USER,
            "Accept": "application/json",
        }
    )
    return session


class DialwaveClient:
    def __init__(self, session: requests.Session | None = None, base_url: str = settings.DIALWAVE_BASE_URL):
        self.session = session or build_session()
        self.base_url = base_url.rstrip("/")

    def get(self, path: str, **params):
        resp = self.session.get(f"{self.base_url}{path}", params=params, timeout=30)
        raise_for_dialwave(resp)
        return resp.json()

    def post(self, path: str, payload: dict):
        resp = self.session.post(f"{self.base_url}{path}", json=payload, timeout=30)
        raise_for_dialwave(resp)
        return resp.json() if resp.content else None

    def delete(self, path: str):
        resp = self.session.delete(f"{self.base_url}{path}", timeout=30)
        raise_for_dialwave(resp)

    def iter_calls(self, since: str):
        page = 1
        while True:
            data = self.get("/calls", since=since, page=page, per_page=settings.PAGE_SIZE)
            yield from data["items"]
            if not data.get("next_page"):
                return
            page += 1
