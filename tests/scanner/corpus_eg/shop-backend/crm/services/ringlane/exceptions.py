import logging

from .constants import LIST_NOT_FOUND_MESSAGE, USER_NOT_FOUND_MESSAGE

logger = logging.getLogger(__name__)


class RinglaneError(Exception):
    """Base error for anything coming back from Ringlane."""

    def __init__(self, message, status_code=None, details=None):
        super().__init__(message)
        self.message = message
        self.status_code = status_code
        self.details = details or []

    def __str__(self):
        if self.details:
            return f"{self.message} ({len(self.details)} field errors)"
        return self.message


class RinglaneAuthError(RinglaneError):
    """Bad or revoked API key."""


class RinglaneUserNotFound(RinglaneError):
    """The acting rep's email is not known to Ringlane."""


class RinglaneIdentityProviderDown(RinglaneError):
    """Transient; Ringlane could not reach Okta. Safe to retry."""


class RinglaneApiDisabled(RinglaneError):
    """Ringlane admin switched the public API off for our account."""


class RinglaneContactListNotFound(RinglaneError):
    pass


class RinglaneRateLimited(RinglaneError):
    def __init__(self, *args, retry_after=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.retry_after = retry_after


def _format_details(details):
    return "; ".join(f"{d.get('path')}: {d.get('message')}" for d in details)


def error_from_response(response):
    """Map a failed Ringlane response onto our exception hierarchy."""
    try:
        body = response.json()
    except ValueError:
        body = {}

    message = body.get("error") or response.reason or "unknown error"
    details = body.get("details") or []
    status = response.status_code

    if details:
        logger.info("ringlane validation errors: %s", _format_details(details))

    if status == 401:
        return RinglaneAuthError(message, status, details)
    if status == 404 and message == USER_NOT_FOUND_MESSAGE:
        return RinglaneUserNotFound(message, status, details)
    if status == 404 and message.lower() == LIST_NOT_FOUND_MESSAGE:
        return RinglaneContactListNotFound(message, status, details)
    if status == 429:
        return RinglaneRateLimited(
            message, status, details, retry_after=response.headers.get("Retry-After")
        )
    if status == 502:
        return RinglaneIdentityProviderDown(message, status, details)
    if status == 503:
        return RinglaneApiDisabled(message, status, details)
    return RinglaneError(message, status, details)
