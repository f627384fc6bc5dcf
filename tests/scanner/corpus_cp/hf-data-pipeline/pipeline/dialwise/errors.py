from __future__ import annotations

from typing import Any


class DialwiseError(Exception):
    def __init__(self, status: int, message: str, details: list[dict[str, Any]] | None = None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []

    @classmethod
    def from_response(cls, resp) -> "DialwiseError":
        try:
            payload = resp.json()
        except ValueError:
            payload = {}
        message = payload.get("error") or resp.reason
        details = payload.get("details", [])
        if resp.status_code == 404 and message == "user not found":
            return DialwiseUserNotFound(resp.status_code, message, details)
        if resp.status_code == 503:
            return DialwiseDisabled(resp.status_code, message, details)
        return cls(resp.status_code, message, details)

    def field_errors(self) -> dict[str, str]:
        return {d["path"]: d["message"] for d in self.details}


class DialwiseUserNotFound(DialwiseError):
    """Acting user is not provisioned in Dialwise's identity provider."""


class DialwiseDisabled(DialwiseError):
    """Public API turned off for our account (admin setting)."""
