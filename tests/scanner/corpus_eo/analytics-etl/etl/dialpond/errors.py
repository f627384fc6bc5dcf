"""Exception types for DialPond API failures."""
from __future__ import annotations

from dataclasses import dataclass, field

import requests


@dataclass
class DialPondError(Exception):
    status: int
    message: str
    details: list = field(default_factory=list)

    def __str__(self) -> str:
        return f"DialPond {self.status}: {self.message}"


class DialPondAuthError(DialPondError):
    """The shared API key was rejected."""


class DialPondUserNotFound(DialPondError):
    """The acting user does not exist in DialPond."""


class DialPondApiDisabled(DialPondError):
    """Public API switched off for our tenant."""


class DialPondUnavailable(DialPondError):
    """Their identity provider could not be reached."""


class ContactListNotFound(DialPondError):
    pass


def error_from_response(resp: requests.Response) -> DialPondError:
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.reason or "unknown error"
    details = body.get("details") or []
    field_errors = {d.get("path"): d.get("message") for d in details}

    status = resp.status_code
    if status == 401:
        return DialPondAuthError(status, message, details)
    if status == 404 and message.lower() == "user not found":
        return DialPondUserNotFound(status, message, details)
    if status == 404 and "contact list not found" in message.lower():
        return ContactListNotFound(status, message, details)
    if status == 502:
        return DialPondUnavailable(status, message, details)
    if status == 503:
        return DialPondApiDisabled(status, message, details)
    if field_errors:
        message = message + " (" + ", ".join(f"{k}: {v}" for k, v in field_errors.items()) + ")"
    return DialPondError(status, message, details)
