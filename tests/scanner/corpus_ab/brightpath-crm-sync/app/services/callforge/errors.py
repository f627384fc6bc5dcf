class CallForgeError(Exception):
    """Raised for any non-2xx answer from CallForge."""

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
        details = body.get("details") or []
        if details:
            message += " (" + "; ".join(f"{d.get('path')}: {d.get('message')}" for d in details) + ")"

        status = resp.status_code
        if status == 404 and message.lower() == "user not found":
            return CallForgeUserNotFound(status, message, details)
        if status == 502:
            return CallForgeIdpUnavailable(status, message, details)
        if status == 503:
            return CallForgeDisabled(status, message, details)
        return cls(status, message, details)


class CallForgeUserNotFound(CallForgeError):
    """The acting user's email is not provisioned in CallForge."""


class CallForgeIdpUnavailable(CallForgeError):
    """CallForge could not reach its identity provider; transient."""


class CallForgeDisabled(CallForgeError):
    """The public API has been switched off for our tenant."""
