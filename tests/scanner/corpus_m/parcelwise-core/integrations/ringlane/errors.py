class RingLaneError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class RingLaneAuthError(RingLaneError):
    pass


class RingLaneUserNotFound(RingLaneError):
    pass


class RingLaneUnavailable(RingLaneError):
    """Either the IdP was unreachable or the public API is switched off."""


class ContactListNotFound(RingLaneError):
    pass


def error_from_response(resp):
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.reason
    details = body.get("details", [])
    status = resp.status_code
    if status == 401:
        return RingLaneAuthError(status, message, details)
    if status == 404 and message == "user not found":
        return RingLaneUserNotFound(status, message, details)
    if status == 404:
        return ContactListNotFound(status, message, details)
    if status in (502, 503):
        return RingLaneUnavailable(status, message, details)
    return RingLaneError(status, message, details)


def format_details(err):
    return "; ".join(f"{d.get('path')}: {d.get('message')}" for d in err.details)
