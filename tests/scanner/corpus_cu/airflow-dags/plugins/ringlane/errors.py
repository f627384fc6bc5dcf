from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class RinglaneAPIError(Exception):
    status: int
    message: str
    details: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def from_response(cls, resp) -> "RinglaneAPIError":
        try:
            body = resp.json()
        except ValueError:
            return cls(resp.status_code, resp.text[:200])
        return cls(
            status=resp.status_code,
            message=body.get("error", "unknown error"),
            details=body.get("details") or [],
        )

    def field_errors(self) -> dict[str, str]:
        return {d.get("path", "?"): d.get("message", "") for d in self.details}

    def __str__(self) -> str:
        return f"Ringlane {self.status}: {self.message}"


class RinglaneTransientError(RinglaneAPIError):
    """Raised for statuses worth retrying."""


class RinglaneUserNotFound(RinglaneAPIError):
    """The acting user email isn't provisioned in Ringlane's IdP."""


class RinglaneAPIDisabled(RinglaneAPIError):
    """The tenant has API access switched off."""
