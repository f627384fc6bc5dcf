import logging

from .constants import MSG_LIST_NOT_FOUND, MSG_USER_NOT_FOUND

log = logging.getLogger(__name__)


class DialwiseError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class DialwiseAuthError(DialwiseError):
    """Shared key rejected."""


class DialwiseUserNotFound(DialwiseError):
    """The acting user does not exist in Dialwise's IdP."""


class DialwiseIdentityProviderDown(DialwiseError):
    """Dialwise could not reach the IdP; retry later."""


class DialwiseDisabled(DialwiseError):
    """Public API switched off for our tenant."""


class ContactListNotFound(DialwiseError):
    pass


class DialwiseRateLimited(DialwiseError):
    pass


def _body(resp):
    try:
        return resp.json()
    except ValueError:
        return {}


def raise_for_response(resp):
    if resp.ok:
        return

    body = _body(resp)
    message = body.get("error") or resp.reason
    details = body.get("details") or []
    field_errors = {d.get("path"): d.get("message") for d in details if isinstance(d, dict)}
    status = resp.status_code

    if status == 401:
        cls = DialwiseAuthError
    elif status == 404 and message == MSG_USER_NOT_FOUND:
        cls = DialwiseUserNotFound
    elif status == 404 and message == MSG_LIST_NOT_FOUND:
        cls = ContactListNotFound
    elif status == 429:
        cls = DialwiseRateLimited
    elif status == 502:
        cls = DialwiseIdentityProviderDown
    elif status == 503:
        cls = DialwiseDisabled
    else:
        cls = DialwiseError

    if field_errors:
        log.info("dialwise validation errors: %s", field_errors)
    raise cls(status, message, details)
