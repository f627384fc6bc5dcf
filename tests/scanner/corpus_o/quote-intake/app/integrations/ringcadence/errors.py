from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import httpx


@dataclass
class RingCadenceError(Exception):
    status: int
    message: str
    details: list[dict[str, Any]] = field(default_factory=list)

    def __str__(self) -> str:
        return f"RingCadence {self.status}: {self.message}"

    @property
    def field_errors(self) -> dict[str, str]:
        return {d.get("path", ""): d.get("message", "") for d in self.details}


class RingCadenceUserNotFound(RingCadenceError):
    pass


class RingCadenceDisabled(RingCadenceError):
    pass


def from_response(resp: httpx.Response) -> RingCadenceError:
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.reason_phrase
    details = body.get("details") or []
    if resp.status_code == 404 and message == "user not found":
        return RingCadenceUserNotFound(resp.status_code, message, details)
    if resp.status_code == 503:
        return RingCadenceDisabled(resp.status_code, message, details)
    return RingCadenceError(resp.status_code, message, details)
