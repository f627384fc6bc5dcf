from __future__ import annotations

import httpx


class CallvaneError(Exception):
    def __init__(self, message: str, status: int | None = None, fields: dict[str, str] | None = None):
        super().__init__(message)
        self.status = status
        self.fields = fields or {}


class CallvaneAuthError(CallvaneError):
    pass


class CallvaneUserNotFound(CallvaneError):
    """The acting rep has no Callvane seat (or the email is wrong)."""


class CallvaneListNotFound(CallvaneError):
    pass


class CallvaneIdpUnavailable(CallvaneError):
    """Callvane could not reach Okta to resolve the acting user. Retry later."""


class CallvaneApiDisabled(CallvaneError):
    """An admin switched off public API access for our tenant."""


class CallvaneRateLimited(CallvaneError):
    def __init__(self, message: str, retry_after: float | None):
        super().__init__(message, status=429)
        self.retry_after = retry_after


def raise_for_callvane(resp: httpx.Response) -> None:
    if resp.is_success:
        return
    try:
        payload = resp.json()
    except ValueError:
        payload = {}

    message = payload.get("error") or resp.reason_phrase
    fields = {d.get("path", ""): d.get("message", "") for d in payload.get("details") or []}
    status = resp.status_code

    if status == 401:
        raise CallvaneAuthError(message, status)
    if status == 404 and message.lower() == "user not found":
        raise CallvaneUserNotFound(message, status)
    if status == 404:
        raise CallvaneListNotFound(message, status)
    if status == 429:
        raise CallvaneRateLimited(message, float(resp.headers.get("retry-after", "1")))
    if status == 502:
        raise CallvaneIdpUnavailable(message, status)
    if status == 503:
        raise CallvaneApiDisabled(message, status)
    raise CallvaneError(message, status, fields)
