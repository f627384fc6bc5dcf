from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class RinglaneError(Exception):
    """Base error for the Ringlane hook."""


class RinglaneApiDisabled(RinglaneError):
    """The public API has been switched off for our workspace."""


class RinglaneUserNotFound(RinglaneError):
    """The acting user email is not provisioned in Ringlane."""


@dataclass
class RinglaneHTTPError(RinglaneError):
    status: int
    message: str
    details: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def from_response(cls, resp) -> "RinglaneHTTPError":
        try:
            body = resp.json()
        except ValueError:
            body = {}
        return cls(
            status=resp.status_code,
            message=body.get("error") or resp.reason,
            details=body.get("details", []),
        )

    def __str__(self) -> str:
        fields = ", ".join(f"{d.get('path')}: {d.get('message')}" for d in self.details)
        return f"Ringlane {self.status}: {self.message}" + (f" ({fields})" if fields else "")
