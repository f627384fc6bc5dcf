import logging

log = logging.getLogger(__name__)


class DialstreamError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class UserNotFound(DialstreamError):
    pass


class ApiDisabled(DialstreamError):
    pass


class IdentityProviderDown(DialstreamError):
    pass


def raise_for_dialstream(resp):
    if resp.ok:
        return
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.reason
    details = body.get("details") or []
    for d in details:
        log.warning("dialstream validation: %s -> %s", d.get("path"), d.get("message"))

    if resp.status_code == 404 and message.lower() == "user not found":
        raise UserNotFound(resp.status_code, message, details)
    if resp.status_code == 502:
        raise IdentityProviderDown(resp.status_code, message, details)
    if resp.status_code == 503:
        raise ApiDisabled(resp.status_code, message, details)
    raise DialstreamError(resp.status_code, message, details)
