import logging

log = logging.getLogger(__name__)


class RinglaneError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class RinglaneUserNotFound(RinglaneError):
    pass


class RinglaneDisabled(RinglaneError):
    pass


def error_from_response(resp):
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") or resp.reason
    details = payload.get("details", [])
    for d in details:
        log.warning("ringlane validation: %s -> %s", d.get("path"), d.get("message"))

    if resp.status_code == 404 and message.lower() == "user not found":
        return RinglaneUserNotFound(resp.status_code, message, details)
    if resp.status_code == 503:
        # Ringlane returns 503 when the public API is switched off for the account
        return RinglaneDisabled(resp.status_code, message, details)
    return RinglaneError(resp.status_code, message, details)
