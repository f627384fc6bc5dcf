"""Errors raised by the client: one class per error code of the v2 contract.

Every failure a caller can meet is a `CallbridgeError`. Errors answered by the service keep
everything needed to act on them or report them: status, code, message, request id, the
validation details and the response headers (stripe-python style). A code the client does
not know maps to the class of its HTTP status, so `except NotFound` keeps working when the
service adds a more specific code later.

    CallbridgeError
    ├── ConfigurationError            bad key format or base URL; raised before any request
    ├── ApiConnectionError            the request never got an answer (DNS, refused, timeout)
    └── ApiError                      the service answered with an error status
        ├── BadRequest                400
        │   ├── InvalidRequest            invalid_request
        │   ├── ActingUserNotSupported    acting_user_not_supported
        │   ├── IdempotencyKeyRequired    idempotency_key_required
        │   └── IdempotencyKeyInvalid     idempotency_key_invalid
        ├── AuthenticationError       401
        │   ├── InvalidApiKey             invalid_api_key
        │   └── InactiveMembership        inactive_membership
        ├── PermissionDenied          403
        │   ├── InsufficientScope         insufficient_scope
        │   └── InvalidOwner              invalid_owner
        ├── NotFound                  404 not_found
        ├── MethodNotAllowed          405 method_not_allowed (gap G6)
        ├── Conflict                  409
        │   ├── IdempotencyConflict       idempotency_conflict
        │   ├── InactiveWebhook           inactive_webhook
        │   ├── DeliveryInProgress        delivery_in_progress
        │   └── ScheduledCallCompleted    scheduled_call_completed (gap G6)
        ├── ApiV1Retired              410 api_v1_retired
        ├── PayloadTooLarge           413 payload_too_large (gap G6)
        ├── UnsupportedMediaType      415 unsupported_media_type (gap G6)
        ├── VerificationFailed        422 verification_failed (gap G6)
        ├── RateLimited               429 rate_limited (gap G6); carries `retry_after`
        └── ServerError               5xx
            └── ServiceUnavailable        503 service_unavailable (gap G6)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

__all__ = [
    "ActingUserNotSupported",
    "ApiConnectionError",
    "ApiError",
    "ApiV1Retired",
    "AuthenticationError",
    "BadRequest",
    "CallbridgeError",
    "ConfigurationError",
    "Conflict",
    "DeliveryInProgress",
    "ErrorDetail",
    "IdempotencyConflict",
    "IdempotencyKeyInvalid",
    "IdempotencyKeyRequired",
    "InactiveMembership",
    "InactiveWebhook",
    "InsufficientScope",
    "InvalidApiKey",
    "InvalidOwner",
    "InvalidRequest",
    "MethodNotAllowed",
    "NotFound",
    "PayloadTooLarge",
    "PermissionDenied",
    "RateLimited",
    "ScheduledCallCompleted",
    "ServerError",
    "ServiceUnavailable",
    "UnsupportedMediaType",
    "VerificationFailed",
]


class CallbridgeError(Exception):
    """Base of every error raised by callbridge's client and webhook helpers."""


class ConfigurationError(CallbridgeError):
    """The client cannot be used as configured (missing or malformed key, bad base URL)."""


class ApiConnectionError(CallbridgeError):
    """No answer arrived: the connection failed or timed out (after any retries)."""


@dataclass(frozen=True)
class ErrorDetail:
    """One validation problem; `path` is prefixed by its location (`body.name`, `query.limit`)."""

    path: str
    message: str


class ApiError(CallbridgeError):
    """The service answered with an error status."""

    status_code: ClassVar[int | None] = None
    error_code: ClassVar[str | None] = None

    def __init__(
        self,
        *,
        status: int,
        code: str | None,
        message: str,
        request_id: str | None = None,
        details: list[ErrorDetail] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        self.status = status
        self.code = code
        self.message = message
        self.request_id = request_id
        self.details: list[ErrorDetail] = list(details or [])
        self.headers: dict[str, str] = dict(headers or {})
        super().__init__(str(self))

    def __str__(self) -> str:
        text = f"{self.code or 'http_' + str(self.status)}: {self.message}"
        if self.details:
            text += " (" + "; ".join(f"{d.path}: {d.message}" for d in self.details) + ")"
        if self.request_id:
            text += f" [request id {self.request_id}]"
        return text

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(status={self.status}, code={self.code!r}, "
            f"message={self.message!r}, request_id={self.request_id!r})"
        )


class BadRequest(ApiError):
    status_code = 400


class InvalidRequest(BadRequest):
    error_code = "invalid_request"


class ActingUserNotSupported(BadRequest):
    error_code = "acting_user_not_supported"


class IdempotencyKeyRequired(BadRequest):
    error_code = "idempotency_key_required"


class IdempotencyKeyInvalid(BadRequest):
    error_code = "idempotency_key_invalid"


class AuthenticationError(ApiError):
    status_code = 401


class InvalidApiKey(AuthenticationError):
    error_code = "invalid_api_key"


class InactiveMembership(AuthenticationError):
    error_code = "inactive_membership"


class PermissionDenied(ApiError):
    status_code = 403


class InsufficientScope(PermissionDenied):
    error_code = "insufficient_scope"


class InvalidOwner(PermissionDenied):
    error_code = "invalid_owner"


class NotFound(ApiError):
    status_code = 404
    error_code = "not_found"


class MethodNotAllowed(ApiError):
    status_code = 405
    error_code = "method_not_allowed"


class Conflict(ApiError):
    status_code = 409


class IdempotencyConflict(Conflict):
    error_code = "idempotency_conflict"


class InactiveWebhook(Conflict):
    error_code = "inactive_webhook"


class DeliveryInProgress(Conflict):
    error_code = "delivery_in_progress"


class ScheduledCallCompleted(Conflict):
    error_code = "scheduled_call_completed"


class ApiV1Retired(ApiError):
    status_code = 410
    error_code = "api_v1_retired"


class PayloadTooLarge(ApiError):
    status_code = 413
    error_code = "payload_too_large"


class UnsupportedMediaType(ApiError):
    status_code = 415
    error_code = "unsupported_media_type"


class VerificationFailed(ApiError):
    status_code = 422
    error_code = "verification_failed"


class RateLimited(ApiError):
    """429; `retry_after` is the whole seconds the service asked to wait, when it said so."""

    status_code = 429
    error_code = "rate_limited"

    def __init__(self, *, retry_after: float | None = None, **kwargs: Any) -> None:
        self.retry_after = retry_after
        super().__init__(**kwargs)


class ServerError(ApiError):
    status_code = 500


class ServiceUnavailable(ServerError):
    status_code = 503
    error_code = "service_unavailable"


def _subclasses(cls: type[ApiError]) -> list[type[ApiError]]:
    out: list[type[ApiError]] = []
    for sub in cls.__subclasses__():
        out.append(sub)
        out.extend(_subclasses(sub))
    return out


_BY_CODE: dict[str, type[ApiError]] = {
    c.error_code: c for c in _subclasses(ApiError) if c.error_code is not None
}
# The class a status falls back to when the code is unknown: the most general one of it.
_BY_STATUS: dict[int, type[ApiError]] = {}
for _cls in _subclasses(ApiError):
    if _cls.status_code is not None:
        _BY_STATUS.setdefault(_cls.status_code, _cls)


def error_class(status: int, code: str | None) -> type[ApiError]:
    """The class for an error answer: by code when known, else by status, else `ApiError`."""
    by_code = _BY_CODE.get(code) if code else None
    if by_code is not None and (by_code.status_code == status or by_code.status_code is None):
        return by_code
    if status in _BY_STATUS:
        return _BY_STATUS[status]
    if status >= 500:
        return ServerError
    if by_code is not None:
        return by_code
    return ApiError
