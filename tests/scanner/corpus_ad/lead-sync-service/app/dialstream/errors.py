from __future__ import annotations

from typing import Any


class DialstreamError(Exception):
    """Raised for any non-2xx answer from Dialstream."""

    def __init__(self, status: int, payload: dict[str, Any] | None):
        self.status = status
        self.payload = payload or {}
        self.message: str = self.payload.get("error", "unknown error")
        self.details: list[dict[str, Any]] = self.payload.get("details", [])
        super().__init__(f"Dialstream {status}: {self.message}")

    def field_errors(self) -> dict[str, str]:
        return {d["path"]: d["message"] for d in self.details}


class DialstreamUserNotFound(DialstreamError):
    """The acting user's e-mail is unknown to Dialstream's directory."""


class DialstreamUnavailable(DialstreamError):
    """Public API switched off for the tenant (maintenance window)."""


class DialstreamListMissing(DialstreamError):
    pass


def classify(status: int, payload: dict[str, Any] | None) -> DialstreamError:
    message = (payload or {}).get("error", "")
    if status == 404 and message == "user not found":
        return DialstreamUserNotFound(status, payload)
    if status == 404:
        return DialstreamListMissing(status, payload)
    if status == 503:
        return DialstreamUnavailable(status, payload)
    return DialstreamError(status, payload)
