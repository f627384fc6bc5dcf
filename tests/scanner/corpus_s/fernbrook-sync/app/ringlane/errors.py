from __future__ import annotations

from dataclasses import dataclass, field

import requests


@dataclass
class RinglaneError(Exception):
    status: int
    message: str
    details: list[dict] = field(default_factory=list)

    def __str__(self) -> str:
        return f"Ringlane {self.status}: {self.message}"

    def field_errors(self) -> dict[str, str]:
        return {d.get("path", "?"): d.get("message", "") for d in self.details}


class RinglaneTransientError(RinglaneError):
    """Safe to retry later."""


class RinglaneUserNotFound(RinglaneError):
    pass


class RinglaneApiDisabled(RinglaneError):
    pass


class ContactListNotFound(RinglaneError):
    pass


def raise_for_ringlane(resp: requests.Response) -> None:
    if resp.ok:
        return
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") or resp.reason
    details = payload.get("details") or []

    if resp.status_code == 502:
        # identity provider behind Ringlane is flaky, try again later
        raise RinglaneTransientError(resp.status_code, message, details)
    if resp.status_code == 503:
        raise RinglaneApiDisabled(resp.status_code, "Public API disabled on Ringlane side", details)
    if resp.status_code == 404:
        if message.lower() == "user not found":
            raise RinglaneUserNotFound(resp.status_code, message, details)
        raise ContactListNotFound(resp.status_code, message, details)
    raise RinglaneError(resp.status_code, message, details)
