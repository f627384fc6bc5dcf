class CallhavenError(Exception):
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
        details = [f"{d.get('path')}: {d.get('message')}" for d in body.get("details", [])]
        if resp.status_code == 404 and message.lower() == "user not found":
            return OperatorNotFound(resp.status_code, message, details)
        if resp.status_code == 503:
            return CallhavenUnavailable(resp.status_code, "Callhaven API is disabled for our account")
        return cls(resp.status_code, message, details)


class OperatorNotFound(CallhavenError):
    """The acting operator has no Callhaven seat."""


class CallhavenUnavailable(CallhavenError):
    """Public API switched off on their side."""
