from dataclasses import dataclass, field
from typing import Any


@dataclass
class CallvaneError(Exception):
    status: int
    message: str
    details: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def from_response(cls, resp) -> "CallvaneError":
        try:
            body = resp.json()
        except ValueError:
            return cls(resp.status_code, resp.text[:200])
        message = body.get("error") or "unknown error"
        details = body.get("details", [])
        if resp.status_code == 404 and message == "user not found":
            return UserNotFound(resp.status_code, message, details)
        if resp.status_code == 503:
            return ApiDisabled(resp.status_code, message, details)
        return cls(resp.status_code, message, details)

    def field_errors(self) -> dict[str, str]:
        return {d["path"]: d["message"] for d in self.details}


class UserNotFound(CallvaneError):
    """The acting user is unknown to Callvane's identity provider."""


class ApiDisabled(CallvaneError):
    """Callvane switched the public API off for our account."""
