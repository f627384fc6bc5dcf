import logging

log = logging.getLogger(__name__)


class RingvaleError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class RingvaleUserNotFound(RingvaleError):
    """The acting rep has no Ringvale seat (SSO lookup failed)."""


class RingvaleListNotFound(RingvaleError):
    pass


class RingvaleUnavailable(RingvaleError):
    """Ringvale could not reach its identity provider; safe to retry."""


class RingvaleDisabled(RingvaleError):
    pass


def format_details(details):
    return "; ".join(f"{d.get('path')}: {d.get('message')}" for d in details)


def error_from_response(resp):
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") or resp.reason
    details = payload.get("details") or []
    if details:
        log.info("ringvale validation details: %s", format_details(details))

    if resp.status_code == 404 and message.lower() == "user not found":
        return RingvaleUserNotFound(resp.status_code, message, details)
    if "contact list not found" in message.lower():
        return RingvaleListNotFound(resp.status_code, message, details)
    if resp.status_code == 502:
        return RingvaleUnavailable(resp.status_code, message, details)
    if resp.status_code == 503:
        return RingvaleDisabled(resp.status_code, "Ringvale API disabled on the server", details)
    return RingvaleError(resp.status_code, message, details)
