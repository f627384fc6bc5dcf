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


class DialwaveUnavailable(DialwaveError):
    """The public API has been switched off for our account, or the IdP is down."""


class UnknownActingUser(DialwaveError):
    """The acting user email isn't provisioned in Dialwave."""


class ContactListNotFound(DialwaveError):
    pass


def from_response(resp: httpx.Response) -> DialwaveError:
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") or resp.reason_phrase
    details = payload.get("details", [])

    if resp.status_code == 503:
        return DialwaveUnavailable(resp.status_code, "public API disabled on Dialwave side", details)
    if resp.status_code == 404 and message == "user not found":
        return UnknownActingUser(resp.status_code, message, details)
    if resp.status_code == 404:
        return ContactListNotFound(resp.status_code, message, details)
    return DialwaveError(resp.status_code, message, details)


def format_details(err: DialwaveError) -> str:
    return "; ".join(f"{d.get('path')}: {d.get('message')}" for d in err.details)
