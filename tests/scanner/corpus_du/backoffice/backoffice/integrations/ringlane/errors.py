from typing import Any, Dict, List, Optional


class RinglaneError(Exception):
    def __init__(self, status: int, message: str, details: Optional[List[Dict[str, Any]]] = None):
        super().__init__(f"Ringlane {status}: {message}")
        self.status = status
        self.message = message
        self.details = details or []

    @property
    def field_errors(self) -> Dict[str, str]:
        return {d.get("path", ""): d.get("message", "") for d in self.details}

    @property
    def is_transient(self) -> bool:
        return self.status in (429, 502)

    @classmethod
    def from_response(cls, resp) -> "RinglaneError":
        try:
            body = resp.json()
        except ValueError:
            body = {}
        message = body.get("error") or resp.reason or "unknown error"
        details = body.get("details") or []

        if resp.status_code == 404 and message == "user not found":
            return RinglaneUserNotFound(resp.status_code, message, details)
        if resp.status_code == 502:
            return RinglaneUnavailable(resp.status_code, message, details)
        if resp.status_code == 503:
            # server-side kill switch: public API disabled for the tenant
            return RinglaneApiDisabled(resp.status_code, message, details)
        return cls(resp.status_code, message, details)


class RinglaneUserNotFound(RinglaneError):
    """Acting user email is not known to Ringlane's identity provider."""


class RinglaneUnavailable(RinglaneError):
    """Transient: Ringlane could not reach its identity provider."""


class RinglaneApiDisabled(RinglaneError):
    pass
