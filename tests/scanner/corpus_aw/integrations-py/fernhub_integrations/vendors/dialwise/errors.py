"""Dialwise error types and parsing of their error payloads."""
from __future__ import annotations

from dataclasses import dataclass, field

from fernhub_integrations.http.errors import VendorError


@dataclass
class DialwiseErrorDetail:
    path: str
    message: str


@dataclass
class DialwiseErrorBody:
    error: str
    details: list[DialwiseErrorDetail] = field(default_factory=list)

    @classmethod
    def parse(cls, payload: dict) -> "DialwiseErrorBody":
        msg = payload.get("error") or "unknown error"
        details = [
            DialwiseErrorDetail(path=d.get("path", ""), message=d.get("message", ""))
            for d in payload.get("details") or []
        ]
        return cls(error=msg, details=details)

    def field_errors(self) -> dict[str, str]:
        return {d.path: d.message for d in self.details}


class DialwiseError(VendorError):
    def __init__(self, status: int, body: DialwiseErrorBody):
        super().__init__("dialwise", status, body.error, body)
        self.body = body


class DialwiseUserNotFound(DialwiseError):
    """Acting user is not provisioned in Dialwise's identity provider."""


class DialwiseListNotFound(DialwiseError):
    pass


class DialwiseApiDisabled(DialwiseError):
    """Public API switched off by the account admin."""
