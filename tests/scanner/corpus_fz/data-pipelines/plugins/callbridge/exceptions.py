from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from airflow.exceptions import AirflowException


@dataclass
class CallbridgeErrorBody:
    error: str
    details: list[dict[str, Any]] = field(default_factory=list)


class CallbridgeAPIError(AirflowException):
    def __init__(self, status: int, body: CallbridgeErrorBody | None, url: str):
        self.status = status
        self.body = body
        self.url = url
        msg = body.error if body else "<no body>"
        super().__init__(f"Callbridge {status} on {url}: {msg}")

    @property
    def field_errors(self) -> dict[str, str]:
        if not self.body:
            return {}
        return {d.get("path", "?"): d.get("message", "") for d in self.body.details}


class CallbridgeUserNotFound(CallbridgeAPIError):
    """The acting user email is unknown to Callbridge's IdP."""


class CallbridgeDisabled(CallbridgeAPIError):
    """Public API switched off for our tenant."""


def parse_error(resp) -> CallbridgeErrorBody | None:
    try:
        payload = resp.json()
    except ValueError:
        return None
    if isinstance(payload, dict) and isinstance(payload.get("error"), str):
        return CallbridgeErrorBody(error=payload["error"], details=payload.get("details") or [])
    return None
