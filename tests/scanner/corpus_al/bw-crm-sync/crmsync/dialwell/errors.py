class DialwellError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class DialwellUserNotFound(DialwellError):
    """Acting user does not exist (or is deactivated) in the IdP."""


class DialwellUnavailable(DialwellError):
    """The public API is switched off on the Dialwell side."""


USER_NOT_FOUND_MSG = "user not found"
