import logging

logger = logging.getLogger(__name__)


class DialwiseError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class DialwiseAuthError(DialwiseError):
    pass


class DialwiseUserNotFound(DialwiseError):
    pass


class DialwiseListNotFound(DialwiseError):
    pass


class DialwiseIdpUnavailable(DialwiseError):
    """Transient: DialWise could not reach its identity provider."""


class DialwiseApiDisabled(DialwiseError):
    pass


def raise_for_response(resp):
    if resp.ok:
        return
    try:
        body = resp.json()
    except ValueError:
        body = {}

    message = body.get("error") or resp.reason
    details = body.get("details") or []
    for d in details:
        logger.warning("dialwise validation: %s -> %s", d.get("path"), d.get("message"))

    status = resp.status_code
    if status == 401:
        raise DialwiseAuthError(status, message, details)
    if status == 404 and message.lower() == "user not found":
        raise DialwiseUserNotFound(status, message, details)
    if "contact list not found" in message.lower():
        raise DialwiseListNotFound(status, message, details)
    if status == 502:
        raise DialwiseIdpUnavailable(status, message, details)
    if status == 503:
        raise DialwiseApiDisabled(status, message, details)
    raise DialwiseError(status, message, details)
