class DialwellError(Exception):
    def __init__(self, status, payload):
        self.status = status
        self.payload = payload or {}
        message = self.payload.get("error") or f"HTTP {status}"
        super().__init__(message)

    @property
    def field_errors(self):
        return {d.get("path"): d.get("message") for d in self.payload.get("details") or []}


class DialwellUserNotFound(DialwellError):
    """The acting user email has no Dialwell seat."""


class DialwellUnavailable(DialwellError):
    """Transient: Dialwell's IdP lookup failed or the API is switched off."""
