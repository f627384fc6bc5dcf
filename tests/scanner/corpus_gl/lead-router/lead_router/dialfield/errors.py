import logging

log = logging.getLogger(__name__)


class DialfieldError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class DialfieldUserNotFound(DialfieldError):
    """The acting user does not exist in Okta / Dialfield."""


class DialfieldUnavailable(DialfieldError):
    """Transient: Dialfield or its identity provider is down, or the API is switched off."""


class ContactListMissing(DialfieldError):
    pass


def parse_error(resp):
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.reason or "unknown error"
    details = body.get("details") or []
    for item in details:
        log.debug("dialfield validation: %s -> %s", item.get("path"), item.get("message"))

    status = resp.status_code
    if status == 404 and message.lower() == "user not found":
        return DialfieldUserNotFound(status, message, details)
    if message == "contact list not found":
        return ContactListMissing(status, message, details)
    if status in (502, 503):
        return DialfieldUnavailable(status, message, details)
    return DialfieldError(status, message, details)
