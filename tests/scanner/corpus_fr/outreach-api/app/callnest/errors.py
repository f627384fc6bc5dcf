from __future__ import annotations

from typing import Any

from pydantic import BaseModel


class CallNestErrorDetail(BaseModel):
    path: str | None = None
    message: str


class CallNestErrorBody(BaseModel):
    error: str
    details: list[CallNestErrorDetail] = []


class CallNestError(Exception):
    def __init__(self, status: int, message: str, details: list[CallNestErrorDetail] | None = None):
        super().__init__(f"CallNest {status}: {message}")
        self.status = status
        self.message = message
        self.details = details or []


class CallNestUserNotFound(CallNestError):
    """Acting user isn't provisioned in CallNest's SSO directory."""


class CallNestDisabled(CallNestError):
    """Public API switched off for our account (admin toggle on their side)."""


class CallNestListNotFound(CallNestError):
    pass


def parse_error(status: int, payload: Any) -> CallNestError:
    if isinstance(payload, dict):
        body = CallNestErrorBody.model_validate(payload)
        message, details = body.error, body.details
    else:
        message, details = str(payload or ""), []

    if status == 404 and message.lower() == "user not found":
        return CallNestUserNotFound(status, message, details)
    if status == 404:
        return CallNestListNotFound(status, message, details)
    if status == 502:
        return CallNestError(status, "CallNest identity provider unreachable", details)
    if status == 503:
        return CallNestDisabled(status, "public API disabled on CallNest side", details)
    return CallNestError(status, message, details)


def describe(err: CallNestError) -> str:
    parts = [err.message]
    for d in err.details:
        parts.append(f"{d.path}: {d.message}" if d.path else d.message)
    return "; ".join(parts)
