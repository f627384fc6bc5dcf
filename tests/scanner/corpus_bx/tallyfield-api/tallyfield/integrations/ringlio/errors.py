import logging

logger = logging.getLogger(__name__)


class RinglioError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class RinglioAuthError(RinglioError):
    pass


class RinglioUserNotFound(RinglioError):
    """The acting rep has no Ringlio seat (or Okta hasn't synced them yet)."""


class RinglioUnavailable(RinglioError):
    """Transient -- safe to retry."""


class RinglioDisabled(RinglioError):
    """Ringlio turned the public API off for our account. Page #team-dialer."""


def parse_error(response):
    try:
        body = response.json()
    except ValueError:
        body = {}
    message = body.get("error") or response.text[:200]
    details = body.get("details", [])
    for d in details:
        logger.info("ringlio validation: %s -> %s", d.get("path"), d.get("message"))

    status = response.status_code
    if status == 401:
        return RinglioAuthError(status, message, details)
    if status == 404 and "user not found" in message.lower():
        return RinglioUserNotFound(status, message, details)
    if status == 502:
        # Ringlio couldn't reach their identity provider
        return RinglioUnavailable(status, message, details)
    if status == 503:
        return RinglioDisabled(status, message, details)
    return RinglioError(status, message, details)
