"""Exception mapping for Ringlane responses."""
from __future__ import annotations

import requests


class RinglaneError(Exception):
    def __init__(self, status: int, message: str, details: list | None = None):
        super().__init__(f"{status}: {message}")
        self.status = status
        self.message = message
        self.details = details or []


class ActingUserMissing(RinglaneError):
    pass


class ListNotFound(RinglaneError):
    pass


class TransientUpstream(RinglaneError):
    pass


def raise_for_ringlane(resp: requests.Response) -> None:
    if resp.ok:
        return
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") or resp.reason
    details = payload.get("details", [])

    if resp.status_code == 404 and message == "user not found":
        raise ActingUserMissing(resp.status_code, message, details)
    if resp.status_code == 404:
        raise ListNotFound(resp.status_code, message, details)
    if resp.status_code == 502:
        raise TransientUpstream(resp.status_code, "identity provider unreachable", details)
    if resp.status_code == 503:
        raise RinglaneError(503, "public API disabled on the Ringlane side - check tenant settings")
    raise RinglaneError(resp.status_code, message, details)


def describe_details(err: RinglaneError) -> str:
    return ", ".join(f"{d['path']}={d['message']}" for d in err.details)
