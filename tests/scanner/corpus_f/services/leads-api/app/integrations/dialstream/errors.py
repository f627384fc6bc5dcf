"""Exceptions raised by the DialStream client.

The dialer answers failures with a small JSON body; we turn those into typed
exceptions so route handlers can map them to our own API errors.
"""
from __future__ import annotations

from typing import Any


class DialStreamError(Exception):
    """Base class for every dialer failure."""

    def __init__(self, status: int, message: str, payload: Any | None = None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.payload = payload


class DialerUserNotFound(DialStreamError):
    """The rep's email is unknown to the dialer (not provisioned yet)."""


class DialerUnavailable(DialStreamError):
    """Dialer temporarily unreachable - safe to retry later."""


class DialerDisabled(DialStreamError):
    """Public API switched off on the dialer side."""


def error_from_response(status: int, body: Any) -> DialStreamError:
    # body looks like {"error": "contact list not found", "details": [...]}
    text = body.get("error", "unknown error") if isinstance(body, dict) else str(body)
    if status == 404 and text == "user not found":
        return DialerUserNotFound(status, text, body)
    if status == 502:
        return DialerUnavailable(status, "identity provider unreachable", body)
    if status == 503:
        return DialerDisabled(status, text, body)
    return DialStreamError(status, text, body)
