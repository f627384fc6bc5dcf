class DialWiseError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"DialWise {status}: {message}")
        self.status = status
        self.message = message
        self.details = details or []


class DialWiseUserNotFound(DialWiseError):
    pass


class DialWiseUnavailable(DialWiseError):
    """Identity provider down or the API switched off by an admin."""


def raise_for_dialwise(resp):
    if resp.ok:
        return
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.reason
    details = body.get("details") or []
    if details:
        message += " (" + ", ".join(f"{d.get('path')}: {d.get('message')}" for d in details) + ")"

    if resp.status_code == 404 and message.lower().startswith("user not found"):
        raise DialWiseUserNotFound(404, message, details)
    if resp.status_code in (502, 503):
        raise DialWiseUnavailable(resp.status_code, message, details)
    raise DialWiseError(resp.status_code, message, details)
