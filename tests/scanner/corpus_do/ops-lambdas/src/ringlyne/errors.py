"""Exceptions raised by RinglyneClient."""
from __future__ import annotations

from typing import Any


class RinglyneError(Exception):
    def __init__(self, status: int, message: str, details: list[dict[str, Any]] | None = None):
        super().__init__(f"Ringlyne API {status}: {message}")
        self.status = status
        self.message = message
        self.details = details or []


class ActingUserNotFound(RinglyneError):
    """The x-user-email we act as is not provisioned in Ringlyne."""


class ApiDisabled(RinglyneError):
    """Ringlyne admins switched the public API off for our workspace."""


class IdentityProviderUnavailable(RinglyneError):
    """Ringlyne could not reach its IdP; transient."""


def error_from_response(resp) -> RinglyneError:
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.text or resp.reason
    details = body.get("details") or []
    if details:
        message += " (" + "; ".join(f"{d.get('path')}: {d.get('message')}" for d in details) + ")"

    status = resp.status_code
    if status == 404 and message.lower().startswith("user not found"):
        return ActingUserNotFound(status, message, details)
    if status == 503:
        return ApiDisabled(status, message, details)
    if status == 502:
        return IdentityProviderUnavailable(status, message, details)
    return RinglyneError(status, message, details)
