import httpx

from .models import CallstrideErrorBody


class CallstrideError(Exception):
    def __init__(self, message: str, status: int | None = None, details=None):
        super().__init__(message)
        self.status = status
        self.details = details or []


class CallstrideAuthError(CallstrideError):
    """Shared key rejected."""


class CallstrideUserNotFound(CallstrideError):
    """Acting user does not exist on the Callstride side."""


class CallstrideUnavailable(CallstrideError):
    """Transient - safe to retry."""


class CallstrideDisabled(CallstrideError):
    """The API has been switched off for our workspace."""


class ContactListNotFound(CallstrideError):
    pass


def raise_for_callstride(resp: httpx.Response) -> None:
    if resp.is_success:
        return
    try:
        body = CallstrideErrorBody.model_validate(resp.json())
        message, details = body.error, body.details
    except Exception:
        message, details = resp.text[:200], []

    status = resp.status_code
    if status == 401:
        raise CallstrideAuthError(message, status)
    if status == 404 and message.lower() == "user not found":
        raise CallstrideUserNotFound(message, status)
    if status == 404:
        raise ContactListNotFound(message, status, details)
    if status == 502:
        raise CallstrideUnavailable("identity provider unreachable", status)
    if status == 503:
        raise CallstrideDisabled(message, status)
    if status == 429:
        raise CallstrideUnavailable("rate limited", status)
    raise CallstrideError(message, status, details)


def format_validation_details(err: CallstrideError) -> str:
    return "; ".join(f"{d.path}: {d.message}" for d in err.details)
