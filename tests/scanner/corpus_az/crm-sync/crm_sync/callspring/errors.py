class CallspringError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class CallspringAuthError(CallspringError):
    pass


class CallspringUserNotFound(CallspringError):
    pass


class CallspringDisabled(CallspringError):
    pass


class CallspringUnavailable(CallspringError):
    pass


def from_response(resp):
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.text[:200]
    details = body.get("details", [])
    status = resp.status_code
    if status == 401:
        return CallspringAuthError(status, message, details)
    if status == 404 and message == "user not found":
        return CallspringUserNotFound(status, message, details)
    if status == 503:
        return CallspringDisabled(status, message, details)
    if status == 502:
        return CallspringUnavailable(status, message, details)
    return CallspringError(status, message, details)


def format_details(err):
    return "; ".join(f"{d.get('path')}: {d.get('message')}" for d in err.details)
