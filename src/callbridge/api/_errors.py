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
        ├── ContractViolation         a 2xx answer unlike the contract (`strict_contract`)
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


# (status, code) -> class; (status, None) is the class of a status whose code is unknown.
# Filled by the class statements below, so each class states its status and code once.
_CLASSES: dict[tuple[int, str | None], type[ApiError]] = {}


class ApiError(CallbridgeError):
    """The service answered with an error status."""

    _status: ClassVar[int] = 0

    def __init_subclass__(cls, *, status: int = 0, code: str | None = None, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if status:
            cls._status = status
            _CLASSES.setdefault((status, None), cls)
        if code is not None:
            _CLASSES[(cls._status, code)] = cls

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

    @property
    def status_code(self) -> int:
        """The same as `status` (the httpx spelling)."""
        return self.status

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


class BadRequest(ApiError, status=400):
    """400 with a code the client does not know."""


class InvalidRequest(BadRequest, code="invalid_request"):
    """A malformed body, query, path, cursor or page size; `details` says where."""


class ActingUserNotSupported(BadRequest, code="acting_user_not_supported"):
    """Acting-user headers were sent; the credential alone decides access."""


class IdempotencyKeyRequired(BadRequest, code="idempotency_key_required"):
    """A write without an `Idempotency-Key` header."""


class IdempotencyKeyInvalid(BadRequest, code="idempotency_key_invalid"):
    """An `Idempotency-Key` outside `^[A-Za-z0-9._:-]{1,200}$`."""


class AuthenticationError(ApiError, status=401):
    """401: the credential is not usable."""


class InvalidApiKey(AuthenticationError, code="invalid_api_key"):
    """The key is invalid, expired, revoked or of the other environment."""


class InactiveMembership(AuthenticationError, code="inactive_membership"):
    """The owner of this personal key left the workspace."""


class PermissionDenied(ApiError, status=403):
    """403: the credential may not do this."""


class InsufficientScope(PermissionDenied, code="insufficient_scope"):
    """A scope is missing; the message names it."""


class InvalidOwner(PermissionDenied, code="invalid_owner"):
    """The ownerId is not a current member this key may use."""


class NotFound(ApiError, status=404, code="not_found"):
    """Missing, or not visible to this credential."""


class MethodNotAllowed(ApiError, status=405, code="method_not_allowed"):
    """The path exists but not with this method (gap G6)."""


class Conflict(ApiError, status=409):
    """409: a state or idempotency conflict."""


class IdempotencyConflict(Conflict, code="idempotency_conflict"):
    """The idempotency key was used before with another request."""


class InactiveWebhook(Conflict, code="inactive_webhook"):
    """The subscription is paused or was never verified."""


class DeliveryInProgress(Conflict, code="delivery_in_progress"):
    """An attempt of this delivery is running; replay later."""


class ScheduledCallCompleted(Conflict, code="scheduled_call_completed"):
    """A Completed scheduled call cannot be cancelled (gap G6)."""


class ApiV1Retired(ApiError, status=410, code="api_v1_retired"):
    """A request to the retired v1 API."""


class PayloadTooLarge(ApiError, status=413, code="payload_too_large"):
    """The body is over the size limit (gap G6)."""


class UnsupportedMediaType(ApiError, status=415, code="unsupported_media_type"):
    """The body was not sent as application/json (gap G6)."""


class VerificationFailed(ApiError, status=422, code="verification_failed"):
    """The receiver did not pass webhook verification; the message says why (gap G6)."""


class RateLimited(ApiError, status=429, code="rate_limited"):
    """429; `retry_after` is the whole seconds the service asked to wait, when it said so."""

    def __init__(self, *, retry_after: float | None = None, **kwargs: Any) -> None:
        self.retry_after = retry_after
        super().__init__(**kwargs)


class ServerError(ApiError, status=500):
    """5xx: the service failed."""


class ServiceUnavailable(ServerError, status=503, code="service_unavailable"):
    """A temporary failure; retried by the client before it is raised."""


def error_class(status: int, code: str | None) -> type[ApiError]:
    """The class for an error answer: by code when known, else by status, else `ApiError`."""
    found = _CLASSES.get((status, code)) or _CLASSES.get((status, None))
    if found is not None:
        return found
    return ServerError if status >= 500 else ApiError
