from __future__ import annotations

from typing import Any


class DialwiseError(Exception):
    def __init__(self, status: int, message: str, details: list[dict[str, Any]] | None = None):
        super().__init__(f"dialwise {status}: {message}")
        self.status = status
        self.message = message
        self.details = details or []


class DialwiseUserNotFound(DialwiseError):
    """Acting user is not known to Dialwise's identity provider."""


class DialwiseListNotFound(DialwiseError):
    pass


class DialwiseDisabled(DialwiseError):
    """Dialwise admins switched the public API off for our workspace."""


def from_response(resp) -> DialwiseError:
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.reason
    details = body.get("details", [])
    if resp.status_code == 404 and message == "user not found":
        return DialwiseUserNotFound(resp.status_code, message, details)
    if resp.status_code == 404:
        return DialwiseListNotFound(resp.status_code, message, details)
    if resp.status_code == 503:
        return DialwiseDisabled(resp.status_code, message, details)
    return DialwiseError(resp.status_code, message, details)


def describe_validation(err: DialwiseError) -> str:
    return "; ".join(f"{d['path']}: {d['message']}" for d in err.details)
