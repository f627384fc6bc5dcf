"""Exceptions raised by the Callwright client."""
from __future__ import annotations

from dataclasses import dataclass, field

import requests


@dataclass
class FieldProblem:
    path: str
    message: str


@dataclass
class CallwrightError(Exception):
    status: int
    message: str
    problems: list[FieldProblem] = field(default_factory=list)

    def __str__(self) -> str:
        extra = "; ".join(f"{p.path}: {p.message}" for p in self.problems)
        return f"[{self.status}] {self.message}" + (f" ({extra})" if extra else "")


class IdpUnavailable(CallwrightError):
    """Callwright could not reach the identity provider. Retry later."""


class ApiDisabled(CallwrightError):
    """The public API has been switched off for our tenant."""


class ActingUserNotFound(CallwrightError):
    """The acting user email/id does not exist in Callwright."""


class ContactListNotFound(CallwrightError):
    pass


def raise_for_callwright(resp: requests.Response) -> None:
    if resp.ok:
        return
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") or resp.reason
    problems = [FieldProblem(d.get("path", ""), d.get("message", "")) for d in payload.get("details", [])]

    if resp.status_code == 502:
        raise IdpUnavailable(resp.status_code, message, problems)
    if resp.status_code == 503:
        raise ApiDisabled(resp.status_code, message, problems)
    if resp.status_code == 404:
        if message.lower() == "user not found":
            raise ActingUserNotFound(resp.status_code, message, problems)
        raise ContactListNotFound(resp.status_code, message, problems)
    raise CallwrightError(resp.status_code, message, problems)
