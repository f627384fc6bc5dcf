from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

USER_NOT_FOUND = "user not found"
LIST_NOT_FOUND = "contact list not found"


@dataclass
class DialwaveError(Exception):
    status: int
    message: str
    details: list[dict[str, Any]] = field(default_factory=list)

    def __str__(self) -> str:
        extra = "; ".join(f"{d.get('path')}: {d.get('message')}" for d in self.details)
        return f"[{self.status}] {self.message}" + (f" ({extra})" if extra else "")


class DialwaveApiDisabled(DialwaveError):
    """Admin switched the public API off for our account."""


class DialwaveUserNotFound(DialwaveError):
    """The acting user is unknown to Dialwave's identity provider."""


class DialwaveListNotFound(DialwaveError):
    pass
