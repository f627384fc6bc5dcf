from __future__ import annotations

import httpx


class CallCrestError(Exception):
    def __init__(self, status: int, message: str, details: list | None = None):
        super().__init__(f"CallCrest {status}: {message}")
        self.status = status
        self.message = message
        self.details = details or []


class CallCrestUserMissing(CallCrestError):
    """The acting Harborline user has no CallCrest seat."""


class CallCrestUnavailable(CallCrestError):
    pass


def raise_for_callcrest(resp: httpx.Response) -> None:
    if resp.is_success:
        return
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.reason_phrase
    details = body.get("details", [])
    if resp.status_code == 404 and message.lower() == "user not found":
        raise CallCrestUserMissing(404, message, details)
    if resp.status_code == 503:
        raise CallCrestUnavailable(503, "CallCrest public API is disabled for our account", details)
    raise CallCrestError(resp.status_code, message, details)


def field_errors(err: CallCrestError) -> dict[str, str]:
    return {d["path"]: d["message"] for d in err.details if "path" in d}
