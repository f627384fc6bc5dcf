from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class DialfrontError(Exception):
    def __init__(self, status: int, message: str, details: list[dict[str, Any]] | None = None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []

    @classmethod
    def from_response(cls, resp) -> "DialfrontError":
        try:
            body = resp.json()
        except ValueError:
            return cls(resp.status_code, resp.text[:200])
        message = body.get("error", "unknown error")
        details = body.get("details") or []
        return cls(resp.status_code, message, details)

    def field_errors(self) -> dict[str, str]:
        return {d["path"]: d["message"] for d in self.details}


class DialfrontUnavailable(DialfrontError):
    """Raised when the public API is switched off on Dialfront's side."""


class DialfrontUserMissing(DialfrontError):
    """Acting user does not exist in Dialfront's IdP."""


@dataclass
class BulkResult:
    added: int = 0
    skipped: list[str] = field(default_factory=list)
