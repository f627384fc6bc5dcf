from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import httpx


@dataclass
class DialwaveError(Exception):
    status: int
    message: str
    details: list[dict[str, Any]] = field(default_factory=list)

    def __str__(self) -> str:
        return f"Dialwave {self.status}: {self.message}"

    def field_errors(self) -> dict[str, str]:
        return {d.get("path", "?"): d.get("message", "") for d in self.details}


class DialwaveUserNotFound(DialwaveError):
    """The acting rep is not provisioned in Dialwave."""


class DialwaveUnavailable(DialwaveError):
    """Dialwave has the public API switched off for our account."""


class DialwaveListNotFound(DialwaveError):
    pass


def from_response(resp: httpx.Response) -> DialwaveError:
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") or resp.reason_phrase
    details = payload.get("details") or []
    if resp.status_code == 404 and message == "user not found":
        return DialwaveUserNotFound(resp.status_code, message, details)
    if message == "contact list not found":
        return DialwaveListNotFound(resp.status_code, message, details)
    if resp.status_code == 503:
        return DialwaveUnavailable(resp.status_code, message, details)
    return DialwaveError(resp.status_code, message, details)
