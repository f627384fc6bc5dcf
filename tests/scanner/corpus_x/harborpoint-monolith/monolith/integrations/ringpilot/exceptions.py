class RingPilotError(Exception):
    """Base class for everything the RingPilot wrapper raises."""

    def __init__(self, message, status=None, details=None, response=None):
        super().__init__(message)
        self.message = message
        self.status = status
        self.details = details or []
        self.response = response

    def __str__(self):
        return f"[{self.status}] {self.message}"


class RingPilotAuthError(RingPilotError):
    """401 - the shared key was rejected."""


class RingPilotBadRequest(RingPilotError):
    """400 - usually the acting user header is missing."""


class RingPilotUserNotFound(RingPilotError):
    """404 on user lookup in RingPilot's IdP."""


class RingPilotListNotFound(RingPilotError):
    pass


class RingPilotUnavailable(RingPilotError):
    """502/503 - IdP down or API disabled on their side."""


class RingPilotRateLimited(RingPilotError):
    def __init__(self, *args, retry_after=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.retry_after = retry_after


def field_errors(exc):
    """Flatten validation details into {field: message} for DRF responses."""
    out = {}
    for d in exc.details:
        out[d.get("path", "non_field_errors")] = d.get("message", "")
    return out
