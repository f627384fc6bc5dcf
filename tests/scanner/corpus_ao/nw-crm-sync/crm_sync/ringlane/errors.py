"""Exceptions raised by the Ringlane client."""
from __future__ import annotations

from typing import Any


class RinglaneError(Exception):
    def __init__(self, status: int, message: str, details: list[dict[str, Any]] | None = None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class RinglaneUserNotFound(RinglaneError):
    """The acting user e-mail is unknown to Ringlane / Okta."""


class RinglaneApiDisabled(RinglaneError):
    """The public API has been switched off by an admin."""


class RinglaneTransientError(RinglaneError):
    """Upstream identity provider hiccup."""


def field_errors(details: list[dict[str, Any]]) -> dict[str, str]:
    return {d.get("path", "?"): d.get("message", "") for d in details}


def from_response(resp) -> RinglaneError:
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") or resp.reason or "unknown error"
    details = payload.get("details") or []

    if resp.status_code == 404 and message.lower() == "user not found":
        return RinglaneUserNotFound(404, message, details)
    if resp.status_code == 502:
        return RinglaneTransientError(502, message, details)
    if resp.status_code == 503:
        return RinglaneApiDisabled(503, message, details)
    return RinglaneError(resp.status_code, message, details)
