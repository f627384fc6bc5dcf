"""Exception hierarchy for Ringlane API failures."""
from __future__ import annotations

from typing import Any


class RinglaneError(Exception):
    def __init__(self, status: int, message: str, details: list[dict[str, Any]] | None = None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []

    def field_errors(self) -> dict[str, str]:
        return {d.get("path", "?"): d.get("message", "") for d in self.details}


class RinglaneUnavailable(RinglaneError):
    """Transient - Ringlane could not reach its identity provider."""


class RinglaneDisabled(RinglaneError):
    """Public API switched off for the tenant."""


class ActingUserMissing(RinglaneError):
    """Acting user does not exist / was deprovisioned."""


class ContactListNotFound(RinglaneError):
    pass


def raise_for_response(resp) -> None:
    if resp.ok:
        return
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") or resp.reason or "unknown error"
    details = payload.get("details") or []

    if resp.status_code == 502:
        raise RinglaneUnavailable(resp.status_code, message, details)
    if resp.status_code == 503:
        raise RinglaneDisabled(resp.status_code, message, details)
    if resp.status_code == 404:
        if message == "user not found":
            raise ActingUserMissing(resp.status_code, message, details)
        if "contact list" in message.lower():
            raise ContactListNotFound(resp.status_code, message, details)
    raise RinglaneError(resp.status_code, message, details)
