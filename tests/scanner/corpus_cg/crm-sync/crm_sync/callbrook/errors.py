import logging

log = logging.getLogger(__name__)


class CallbrookError(Exception):
    def __init__(self, message, status=None, code=None):
        super().__init__(message)
        self.status = status
        self.code = code


class CallbrookAuthError(CallbrookError):
    pass


class ActingUserNotFound(CallbrookError):
    pass


class IdentityProviderUnavailable(CallbrookError):
    """Transient: Callbrook could not reach its IdP. Safe to retry."""


class CallbrookApiDisabled(CallbrookError):
    pass


class RateLimited(CallbrookError):
    pass


def raise_for_legacy(resp):
    """Translate a v1 error response into an exception."""
    if resp.ok:
        return
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.text
    for item in body.get("details", []):
        log.warning("callbrook v1 validation: %s -> %s", item["path"], item["message"])
    if resp.status_code == 401:
        raise CallbrookAuthError(message, status=401)
    if resp.status_code == 404 and message == "user not found":
        raise ActingUserNotFound(message, status=404)
    if resp.status_code == 502:
        raise IdentityProviderUnavailable(message, status=502)
    if resp.status_code == 503:
        raise CallbrookApiDisabled(message, status=503)
    if resp.status_code == 429:
        raise RateLimited(message, status=429)
    raise CallbrookError(message, status=resp.status_code)


def raise_for_v2(resp):
    if resp.ok:
        return
    payload = resp.json() if resp.content else {}
    err = payload.get("error") or {}
    status = resp.status_code
    if status == 429:
        raise RateLimited(err.get("message", "rate limited"), status=status, code=err.get("code"))
    raise CallbrookError(err.get("message", resp.reason), status=status, code=err.get("code"))
