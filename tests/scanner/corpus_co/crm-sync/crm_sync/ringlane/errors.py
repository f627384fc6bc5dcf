class RinglaneError(Exception):
    """Raised for any non-2xx answer from Ringlane."""

    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []

    @classmethod
    def from_response(cls, resp):
        try:
            payload = resp.json()
        except ValueError:
            return cls(resp.status_code, resp.text[:200])
        message = payload.get("error", "unknown error")
        return cls(resp.status_code, message, payload.get("details"))

    @property
    def is_missing_user(self):
        return self.status == 400 and "x-user-email" in self.message.lower()

    def field_errors(self):
        return {d["path"]: d["message"] for d in self.details}


class RinglaneUserNotFound(RinglaneError):
    """The acting rep's email is not known to Ringlane's Okta tenant."""


class RinglaneUnavailable(RinglaneError):
    """Transient: Ringlane could not reach the identity provider, or is rate limiting."""


class RinglaneDisabled(RinglaneError):
    """Ringlane disabled the public API for our account."""


class ContactListNotFound(RinglaneError):
    pass


def classify(resp):
    err = RinglaneError.from_response(resp)
    if resp.status_code == 404 and err.message.lower() == "user not found":
        return RinglaneUserNotFound(err.status, err.message, err.details)
    if resp.status_code == 404:
        return ContactListNotFound(err.status, err.message, err.details)
    if resp.status_code in (429, 502):
        return RinglaneUnavailable(err.status, err.message, err.details)
    if resp.status_code == 503:
        return RinglaneDisabled(err.status, err.message, err.details)
    return err
