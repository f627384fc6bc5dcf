from __future__ import annotations

from typing import Any


class CallcoveError(Exception):
    def __init__(self, status: int, message: str, details: list[dict[str, Any]] | None = None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []

    def field_errors(self) -> dict[str, str]:
        return {d["path"]: d["message"] for d in self.details}


class CallcoveUnknownUser(CallcoveError):
    """The acting user has never signed in to Callcove."""


class CallcoveDisabled(CallcoveError):
    """Callcove turned the public API off for our org."""


class CallcoveTransient(CallcoveError):
    pass
