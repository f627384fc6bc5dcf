"""Exception hierarchy for Ringstead API failures.

Ringstead returns error bodies shaped like ``{"error": "...", "details": [...]}``.
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional


class RingsteadError(Exception):
    status: int = 0

    def __init__(self, message: str, status: int = 0, details: Optional[List[Dict[str, Any]]] = None):
        super().__init__(message)
        self.message = message
        self.status = status or self.status
        self.details = details or []

    @property
    def field_errors(self) -> Dict[str, str]:
        return {d.get("path", ""): d.get("message", "") for d in self.details}


class AuthenticationError(RingsteadError):
    status = 401


class MissingActingUserError(RingsteadError):
    status = 400


class UnknownUserError(RingsteadError):
    """The acting user could not be resolved by Ringstead's identity provider."""
    status = 404


class ContactListNotFound(RingsteadError):
    status = 404


class IdentityProviderUnavailable(RingsteadError):
    """Transient: Ringstead could not reach its identity provider."""
    status = 502


class ApiDisabledError(RingsteadError):
    status = 503


class RateLimited(RingsteadError):
    status = 429

    def __init__(self, message: str, retry_after: Optional[float] = None, **kw: Any):
        super().__init__(message, **kw)
        self.retry_after = retry_after


def _parse_body(response) -> Dict[str, Any]:
    try:
        body = response.json()
    except ValueError:
        return {"error": response.text or response.reason_phrase}
    return body if isinstance(body, dict) else {}


def error_from_response(response) -> RingsteadError:
    body = _parse_body(response)
    message = str(body.get("error") or "unknown Ringstead error")
    details = body.get("details") or []
    status = response.status_code

    if status == 401:
        return AuthenticationError(message, status, details)
    if status == 400 and "user" in message.lower():
        return MissingActingUserError(message, status, details)
    if status == 404:
        if message.lower() == "user not found":
            return UnknownUserError(message, status, details)
        return ContactListNotFound(message, status, details)
    if status == 429:
        ra = response.headers.get("retry-after")
        return RateLimited(message, retry_after=float(ra) if ra else None, status=status, details=details)
    if status == 502:
        return IdentityProviderUnavailable(message, status, details)
    if status == 503:
        return ApiDisabledError(message, status, details)
    return RingsteadError(message, status, details)
