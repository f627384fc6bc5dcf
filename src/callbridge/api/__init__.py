"""The typed client of the Calling Service API v2.

Public names are re-exported here from private modules; `callbridge` re-exports them again.
"""

from __future__ import annotations

from callbridge.api._client import AsyncClient, Client
from callbridge.api._errors import (
    ActingUserNotSupported,
    ApiConnectionError,
    ApiError,
    ApiV1Retired,
    AuthenticationError,
    BadRequest,
    CallbridgeError,
    ConfigurationError,
    Conflict,
    DeliveryInProgress,
    ErrorDetail,
    IdempotencyConflict,
    IdempotencyKeyInvalid,
    IdempotencyKeyRequired,
    InactiveMembership,
    InactiveWebhook,
    InsufficientScope,
    InvalidApiKey,
    InvalidOwner,
    InvalidRequest,
    MethodNotAllowed,
    NotFound,
    PayloadTooLarge,
    PermissionDenied,
    RateLimited,
    ScheduledCallCompleted,
    ServerError,
    ServiceUnavailable,
    UnsupportedMediaType,
    VerificationFailed,
)
from callbridge.api._pipeline import RateLimit, error_from_response, new_idempotency_key
from callbridge.api._retry import RetryPolicy
from callbridge.api.changefeed import AsyncChangeFeedConsumer, ChangeFeedConsumer
from callbridge.api.checkpoint import (
    Checkpoint,
    DedupeStore,
    FileCheckpoint,
    MemoryCheckpoint,
    SqliteCheckpoint,
)
from callbridge.api.resources.contacts import CLEAR

__all__ = [
    "CLEAR",
    "ActingUserNotSupported",
    "ApiConnectionError",
    "ApiError",
    "ApiV1Retired",
    "AsyncChangeFeedConsumer",
    "AsyncClient",
    "AuthenticationError",
    "BadRequest",
    "CallbridgeError",
    "ChangeFeedConsumer",
    "Checkpoint",
    "Client",
    "ConfigurationError",
    "Conflict",
    "DedupeStore",
    "DeliveryInProgress",
    "ErrorDetail",
    "FileCheckpoint",
    "IdempotencyConflict",
    "IdempotencyKeyInvalid",
    "IdempotencyKeyRequired",
    "InactiveMembership",
    "InactiveWebhook",
    "InsufficientScope",
    "InvalidApiKey",
    "InvalidOwner",
    "InvalidRequest",
    "MemoryCheckpoint",
    "MethodNotAllowed",
    "NotFound",
    "PayloadTooLarge",
    "PermissionDenied",
    "RateLimit",
    "RateLimited",
    "RetryPolicy",
    "ScheduledCallCompleted",
    "ServerError",
    "ServiceUnavailable",
    "SqliteCheckpoint",
    "UnsupportedMediaType",
    "VerificationFailed",
    "error_from_response",
    "new_idempotency_key",
]
