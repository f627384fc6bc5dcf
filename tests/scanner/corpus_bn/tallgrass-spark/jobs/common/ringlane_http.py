"""HTTP helpers used inside executors (no SparkContext here)."""
from __future__ import annotations

import time

import requests

RINGLANE_HEADERS = lambda key, user: {  # noqa: E731
    "X-Api-Key": key,
    "X-User-Email": user,
    "Content-Type": "application/json",
}


class ListPushError(Exception):
    def __init__(self, status: int, body: dict):
        self.status = status
        self.error = body.get("error", "")
        self.details = body.get("details") or []
        super().__init__(f"{status}: {self.error}")

    def field_errors(self) -> dict[str, str]:
        return {d["path"]: d["message"] for d in self.details}


def post_batch(session: requests.Session, url: str, phones: list[str], retries: int = 4) -> None:
    for attempt in range(retries):
        r = session.post(url, json={"contacts": [{"phone": p} for p in phones]}, timeout=20)
        if r.status_code == 502 or r.status_code == 429:
            time.sleep(2 ** attempt)
            continue
        if r.status_code >= 400:
            raise ListPushError(r.status_code, r.json() if r.content else {})
        return
    raise ListPushError(r.status_code, {"error": "retries exhausted"})
