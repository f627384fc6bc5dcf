from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class RinglaneError(Exception):
    """Raised when the Ringlane API answers with a non-2xx status."""

    status: int
    error: str
    details: list[dict[str, Any]] = field(default_factory=list)

    def __str__(self) -> str:
        return f"Ringlane {self.status}: {self.error}"

    @classmethod
    def from_response(cls, response) -> "RinglaneError":
        try:
            payload = response.json()
        except ValueError:
            payload = {}
        return cls(
            status=response.status_code,
            error=payload.get("error", response.reason or "unknown"),
            details=payload.get("details", []),
        )

    def field_errors(self) -> dict[str, str]:
        return {d.get("path", "?"): d.get("message", "") for d in self.details}


class RinglaneAuthError(RinglaneError):
    """Bad or revoked key."""


class RinglaneUserNotFound(RinglaneError):
    """Acting user unknown to Ringlane's identity provider."""


class RinglaneUnavailable(RinglaneError):
    """Transient failure on Ringlane's side."""


class ContactListNotFound(RinglaneError):
    pass
