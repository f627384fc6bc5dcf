"""Exceptions raised by the CallHarbor client."""
from typing import Any, List, Optional


class CallHarborError(Exception):
    def __init__(self, status: int, message: str, details: Optional[List[Any]] = None):
        super().__init__(f"CallHarbor HTTP {status}: {message}")
        self.status = status
        self.message = message
        self.details = details or []

    @classmethod
    def from_response(cls, resp) -> "CallHarborError":
        try:
            payload = resp.json()
        except ValueError:
            return cls(resp.status_code, resp.text[:200])
        return cls(resp.status_code, payload.get("error", ""), payload.get("details"))

    def field_errors(self) -> dict:
        return {d["path"]: d["message"] for d in self.details if "path" in d}


class UserNotProvisioned(CallHarborError):
    """Acting user's email isn't a CallHarbor login."""


class ApiDisabled(CallHarborError):
    """An admin switched the public API off for the workspace."""


class ListNotFound(CallHarborError):
    pass
