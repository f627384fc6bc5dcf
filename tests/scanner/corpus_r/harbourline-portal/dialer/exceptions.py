class RingwellError(Exception):
    """Raised when Ringwell returns a non-2xx response."""

    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class RingwellTransientError(RingwellError):
    pass


class RingwellUserMissing(RingwellError):
    pass
