"""Errors raised by the Talkvane client."""
from dataclasses import dataclass, field
from typing import Any, Optional


class TalkvaneError(Exception):
    """Base error. ``message`` is the ``error`` string from the response body."""

    def __init__(self, status: int, message: str, details: Optional[list] = None):
        super().__init__(f"{status}: {message}")
        self.status = status
        self.message = message
        self.details = details or []


class TalkvaneAuthError(TalkvaneError):
    pass


class TalkvaneUserNotFound(TalkvaneError):
    pass


class TalkvaneListNotFound(TalkvaneError):
    pass


class TalkvaneApiDisabled(TalkvaneError):
    pass


class TalkvaneTransient(TalkvaneError):
    pass


@dataclass
class ErrorBody:
    error: str
    details: list = field(default_factory=list)

    @classmethod
    def parse(cls, payload: Any) -> "ErrorBody":
        if isinstance(payload, dict) and isinstance(payload.get("error"), str):
            return cls(error=payload["error"], details=payload.get("details") or [])
        return cls(error=str(payload))


def from_response(status: int, payload: Any) -> TalkvaneError:
    body = ErrorBody.parse(payload)
    if status == 401:
        return TalkvaneAuthError(status, body.error, body.details)
    if status == 404 and body.error.lower() == "user not found":
        return TalkvaneUserNotFound(status, body.error, body.details)
    if status == 404:
        return TalkvaneListNotFound(status, body.error, body.details)
    if status == 503:
        return TalkvaneApiDisabled(status, body.error, body.details)
    if status in (429, 502):
        return TalkvaneTransient(status, body.error, body.details)
    return TalkvaneError(status, body.error, body.details)


def describe_details(err: TalkvaneError) -> str:
    return "; ".join(f"{d.get('path')}: {d.get('message')}" for d in err.details)
