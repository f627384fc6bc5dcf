class RingsteadError(Exception):
    """Raised when the Ringstead API answers with a non-2xx status."""

    def __init__(self, status, payload):
        self.status = status
        self.payload = payload or {}
        self.message = self.payload.get("error", "unknown error")
        self.details = self.payload.get("details", [])
        super().__init__(f"{status}: {self.message}")

    def field_errors(self):
        return {d.get("path"): d.get("message") for d in self.details}


class UserNotFound(RingsteadError):
    pass


class ApiDisabled(RingsteadError):
    pass


class ListNotFound(RingsteadError):
    pass
