class RinglaneError(Exception):
    """Raised for any non-2xx response from Ringlane."""

    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class RinglaneUserNotFound(RinglaneError):
    """The acting user email is not provisioned in Ringlane."""


class RinglaneDisabled(RinglaneError):
    """Ringlane returns this when the public API is switched off for our account."""


def from_response(resp):
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.reason
    details = body.get("details", [])
    if resp.status_code == 404 and message == "user not found":
        return RinglaneUserNotFound(resp.status_code, message, details)
    if resp.status_code == 503:
        return RinglaneDisabled(resp.status_code, message, details)
    return RinglaneError(resp.status_code, message, details)


def format_details(details):
    return "; ".join(f"{d['path']}: {d['message']}" for d in details)
