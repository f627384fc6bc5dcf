"""Exception hierarchy for Dialhub API failures."""
from typing import Any, Dict, List, Optional


class DialhubError(Exception):
    def __init__(self, status: int, message: str, details: Optional[List[Dict[str, Any]]] = None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []

    def field_errors(self) -> Dict[str, str]:
        return {d.get("path", "?"): d.get("message", "") for d in self.details}


class UserNotFound(DialhubError):
    """The acting user does not exist in Okta."""


class ApiDisabled(DialhubError):
    """An admin switched the public API off for our account."""


class IdentityProviderUnavailable(DialhubError):
    """Dialhub could not reach the identity provider. Transient."""


class ContactListNotFound(DialhubError):
    pass


class RateLimited(DialhubError):
    pass


def error_from_response(resp) -> DialhubError:
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.reason or "unknown error"
    details = body.get("details") or []
    status = resp.status_code

    if status == 404 and message.lower() == "user not found":
        return UserNotFound(status, message, details)
    if status == 404:
        return ContactListNotFound(status, message, details)
    if status == 502:
        return IdentityProviderUnavailable(status, message, details)
    if status == 503:
        return ApiDisabled(status, message, details)
    if status == 429:
        return RateLimited(status, message, details)
    return DialhubError(status, message, details)
