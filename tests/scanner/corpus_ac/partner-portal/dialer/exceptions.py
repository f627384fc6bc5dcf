class CallvoxError(Exception):
    def __init__(self, message, status=None, details=None):
        super().__init__(message)
        self.status = status
        self.details = details or []

    def field_errors(self):
        return {d["path"]: d["message"] for d in self.details}


class CallvoxUserMissing(CallvoxError):
    """The acting email is not a Callvox user."""


class CallvoxUnavailable(CallvoxError):
    """Transient: IdP unreachable or API switched off."""
