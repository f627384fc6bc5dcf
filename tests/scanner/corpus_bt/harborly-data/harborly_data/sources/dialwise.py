"""Extract call lists and list membership from Dialwise for the sales analytics mart."""
from __future__ import annotations

import logging
from typing import Iterator

import requests
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

from config import settings

log = logging.getLogger(__name__)

BASE_URL = f"{settings.DIALWISE_HOST}/api/public/{settings.DIALWISE_API_VERSION}"
TRANSIENT = {429, 502}


class DialwiseAPIError(RuntimeError):
    def __init__(self, status: int, payload: dict):
        self.status = status
        self.message = payload.get("error", "")
        self.details = payload.get("details") or []
        super().__init__(f"{status}: {self.message}")


def _is_transient(exc: BaseException) -> bool:
    return isinstance(exc, DialwiseAPIError) and exc.status in TRANSIENT


def _session() -> requests.Session:
    s = requests.Session()
    s.headers.update(
        {
            "x-api-key": settings.DIALWISE_API_KEY,
            "x-user-email": settings.DIALWISE_SERVICE_USER,
            "accept": "application/json",
        }
    )
    return s


@retry(retry=retry_if_exception(_is_transient), wait=wait_exponential(min=2, max=60), stop=stop_after_attempt(6))
def _get(session: requests.Session, path: str, **params) -> dict | list:
    resp = session.get(f"{BASE_URL}{path}", params=params, timeout=30)
    if resp.status_code >= 400:
        try:
            payload = resp.json()
        except ValueError:
            payload = {"error": resp.text}
        raise DialwiseAPIError(resp.status_code, payload)
    return resp.json()


def iter_contact_lists() -> Iterator[dict]:
    session = _session()
    page = 1
    while True:
        batch = _get(session, "/contact-lists", page=page, per_page=200)
        if not batch:
            return
        yield from batch
        page += 1


def list_members(list_id: str) -> list[dict]:
    session = _session()
    try:
        return _get(session, f"/contact-lists/{list_id}/contacts")
    except DialwiseAPIError as exc:
        if exc.status == 404:
            log.info("list %s vanished between pages, skipping", list_id)
            return []
        raise
