"""callbridge: the integration toolkit and v1→v2 migration assistant for the Calling Service API v2.

The public surface is re-exported here from private modules (httpx style). Imports are lazy
(PEP 562) so that `import callbridge.sandbox` does not drag in the client, and the CLI starts
fast: a name is resolved from its home module on first access.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# public name -> module that defines it
_EXPORTS: dict[str, str] = {
    "CLEAR": "callbridge.api",
    "ActingUserNotSupported": "callbridge.api",
    "ApiConnectionError": "callbridge.api",
    "ApiError": "callbridge.api",
    "ApiV1Retired": "callbridge.api",
    "AsyncChangeFeedConsumer": "callbridge.api",
    "AsyncClient": "callbridge.api",
    "AuthenticationError": "callbridge.api",
    "BadRequest": "callbridge.api",
    "CallbridgeError": "callbridge.api",
    "ChangeFeedConsumer": "callbridge.api",
    "Checkpoint": "callbridge.api",
    "Client": "callbridge.api",
    "ConfigurationError": "callbridge.api",
    "Conflict": "callbridge.api",
    "DedupeStore": "callbridge.api",
    "DeliveryInProgress": "callbridge.api",
    "ErrorDetail": "callbridge.api",
    "FileCheckpoint": "callbridge.api",
    "IdempotencyConflict": "callbridge.api",
    "IdempotencyKeyInvalid": "callbridge.api",
    "IdempotencyKeyRequired": "callbridge.api",
    "InactiveMembership": "callbridge.api",
    "InactiveWebhook": "callbridge.api",
    "InsufficientScope": "callbridge.api",
    "InvalidApiKey": "callbridge.api",
    "InvalidOwner": "callbridge.api",
    "InvalidRequest": "callbridge.api",
    "MethodNotAllowed": "callbridge.api",
    "NotFound": "callbridge.api",
    "PayloadTooLarge": "callbridge.api",
    "PermissionDenied": "callbridge.api",
    "RateLimit": "callbridge.api",
    "RateLimited": "callbridge.api",
    "RetryPolicy": "callbridge.api",
    "ScheduledCallCompleted": "callbridge.api",
    "ServerError": "callbridge.api",
    "ServiceUnavailable": "callbridge.api",
    "SqliteCheckpoint": "callbridge.api",
    "UnsupportedMediaType": "callbridge.api",
    "VerificationFailed": "callbridge.api",
    "MemoryCheckpoint": "callbridge.api",
    "error_from_response": "callbridge.api",
    "new_idempotency_key": "callbridge.api",
    "Connection": "callbridge.connection",
    "connect": "callbridge.connection",
}

# Kept literal (not computed) so linters and IDEs see it; a test checks it matches _EXPORTS.
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
    "Connection",
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
    "__version__",
    "connect",
    "error_from_response",
    "new_idempotency_key",
]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'callbridge' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


if TYPE_CHECKING:  # pragma: no cover - for type checkers and IDEs only
    from callbridge.api import (
        CLEAR,
        ActingUserNotSupported,
        ApiConnectionError,
        ApiError,
        ApiV1Retired,
        AsyncChangeFeedConsumer,
        AsyncClient,
        AuthenticationError,
        BadRequest,
        CallbridgeError,
        ChangeFeedConsumer,
        Checkpoint,
        Client,
        ConfigurationError,
        Conflict,
        DedupeStore,
        DeliveryInProgress,
        ErrorDetail,
        FileCheckpoint,
        IdempotencyConflict,
        IdempotencyKeyInvalid,
        IdempotencyKeyRequired,
        InactiveMembership,
        InactiveWebhook,
        InsufficientScope,
        InvalidApiKey,
        InvalidOwner,
        InvalidRequest,
        MemoryCheckpoint,
        MethodNotAllowed,
        NotFound,
        PayloadTooLarge,
        PermissionDenied,
        RateLimit,
        RateLimited,
        RetryPolicy,
        ScheduledCallCompleted,
        ServerError,
        ServiceUnavailable,
        SqliteCheckpoint,
        UnsupportedMediaType,
        VerificationFailed,
        error_from_response,
        new_idempotency_key,
    )
    from callbridge.connection import Connection, connect
