from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class RingboltError(Exception):
    status: int
    message: str
    details: list[dict[str, Any]] = field(default_factory=list)

    def __str__(self) -> str:
        return f"Ringbolt {self.status}: {self.message}"


class RingboltAuthError(RingboltError):
    pass


class RingboltUserNotFound(RingboltError):
    """The acting user's email is not provisioned in Ringbolt."""


class RingboltListNotFound(RingboltError):
    pass


class RingboltUnavailable(RingboltError):
    """Transient: identity provider unreachable, or API switched off on their side."""


class RingboltRateLimited(RingboltError):
    pass


def from_response(resp) -> RingboltError:
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.reason or "unknown error"
    details = body.get("details") or []
    status = resp.status_code

    if status == 401:
        return RingboltAuthError(status, message, details)
    if status == 404 and message.lower() == "user not found":
        return RingboltUserNotFound(status, message, details)
    if status == 404:
        return RingboltListNotFound(status, message, details)
    if status in (502, 503):
        return RingboltUnavailable(status, message, details)
    if status == 429:
        return RingboltRateLimited(status, message, details)
    return RingboltError(status, message, details)


def field_errors(err: RingboltError) -> dict[str, str]:
    """Flatten validation details into {field: message} for form display."""
    return {d.get("path", "__all__"): d.get("message", "") for d in err.details}
