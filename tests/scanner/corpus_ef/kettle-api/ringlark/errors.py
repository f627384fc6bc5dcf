class RingLarkError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []

    @classmethod
    def from_response(cls, resp):
        try:
            body = resp.json()
        except ValueError:
            body = {}
        message = body.get("error") or resp.reason
        details = body.get("details", [])
        return cls(resp.status_code, message, details)

    def field_errors(self):
        return {d.get("path"): d.get("message") for d in self.details}


class RingLarkUnavailable(RingLarkError):
    """Raised when RingLark has the public API switched off for our account."""


class RingLarkUserMissing(RingLarkError):
    pass
