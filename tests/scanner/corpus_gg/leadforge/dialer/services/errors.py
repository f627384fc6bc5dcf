from .constants import LIST_NOT_FOUND, USER_NOT_FOUND


class DialwaveError(Exception):
    """Any non-2xx from Dialwave."""

    def __init__(self, status_code, message, details=None):
        super().__init__(f"[{status_code}] {message}")
        self.status_code = status_code
        self.message = message
        self.details = details or []

    @property
    def field_errors(self):
        return {d.get("path"): d.get("message") for d in self.details}


class DialwaveTransientError(DialwaveError):
    """Worth retrying later (rate limit, IdP hiccup)."""


class DialwaveDisabledError(DialwaveError):
    """Public API switched off for our account."""


class DialwaveUserNotFound(DialwaveError):
    pass


class DialwaveListNotFound(DialwaveError):
    pass


def error_from_response(resp):
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.reason or "unknown error"
    details = body.get("details", [])
    status = resp.status_code

    if status in (429, 502):
        return DialwaveTransientError(status, message, details)
    if status == 503:
        return DialwaveDisabledError(status, message, details)
    if status == 404:
        if message.lower() == USER_NOT_FOUND:
            return DialwaveUserNotFound(status, message, details)
        if message.lower() == LIST_NOT_FOUND:
            return DialwaveListNotFound(status, message, details)
    return DialwaveError(status, message, details)
