USER_NOT_FOUND = "user not found"
API_DISABLED = "API disabled on the server"


class RinglaneError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []

    @property
    def is_transient(self):
        return self.status == 502 or self.status == 429

    def field_errors(self):
        """Flatten Ringlane validation details into {field: message}."""
        return {d["path"]: d["message"] for d in self.details}


class RinglaneAuthError(RinglaneError):
    pass


class RinglaneUserNotFound(RinglaneError):
    """The acting user's email isn't provisioned in Ringlane."""


class ContactListNotFound(RinglaneError):
    pass


class RinglaneUnavailable(RinglaneError):
    """Transient: Ringlane couldn't reach its identity provider."""


class RinglaneDisabled(RinglaneError):
    """API access has been switched off for our account."""


class RinglaneRateLimited(RinglaneError):
    pass


def raise_for_ringlane_error(resp):
    if resp.ok:
        return
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") or resp.reason
    details = payload.get("details", [])
    status = resp.status_code

    if status == 401:
        raise RinglaneAuthError(status, message, details)
    if status == 404 and message == "user not found":
        raise RinglaneUserNotFound(status, message, details)
    if status == 404:
        raise ContactListNotFound(status, message, details)
    if status == 429:
        raise RinglaneRateLimited(status, message, details)
    if status == 502:
        raise RinglaneUnavailable(status, message, details)
    if status == 503:
        raise RinglaneDisabled(status, message, details)
    raise RinglaneError(status, message, details)
