class RinglaneError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class RinglaneUserNotFound(RinglaneError):
    """The dispatcher's email is not provisioned in Ringlane."""


class RinglaneDisabled(RinglaneError):
    """Ringlane turned off public API access for our account."""


class RinglaneListNotFound(RinglaneError):
    pass


def from_response(resp):
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") or resp.reason
    details = payload.get("details", [])
    if resp.status_code == 404 and message == "user not found":
        return RinglaneUserNotFound(resp.status_code, message, details)
    if resp.status_code == 404:
        return RinglaneListNotFound(resp.status_code, message, details)
    if resp.status_code == 503:
        return RinglaneDisabled(resp.status_code, message, details)
    return RinglaneError(resp.status_code, message, details)


def format_details(details):
    return "; ".join(f"{d['path']}: {d['message']}" for d in details)
