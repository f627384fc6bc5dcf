"""The typed client of the Calling Service API v2.

Public names are re-exported here from private modules (each lists its own in `__all__`);
`callbridge` re-exports them again. Models beyond the ones named here live in
`callbridge.api.models`.
"""

# The star imports take each module's own `__all__`; the list below is the one surface.
# ruff: noqa: F403, F405

from __future__ import annotations

from callbridge.api._client import *
from callbridge.api._drift import *
from callbridge.api._errors import *
from callbridge.api._pipeline import *
from callbridge.api._retry import *
from callbridge.api.changefeed import *
from callbridge.api.checkpoint import *
from callbridge.api.models import (
    Attempt,
    Call,
    Change,
    ChangePage,
    Contact,
    Credential,
    Delivery,
    Event,
    EventType,
    List,
    Member,
    Page,
    Recording,
    ScheduledCall,
    Transcript,
    WebhookSubscription,
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
    "Attempt",
    "AuthenticationError",
    "BadRequest",
    "Call",
    "CallbridgeError",
    "Change",
    "ChangeFeedConsumer",
    "ChangePage",
    "Checkpoint",
    "Client",
    "ConfigurationError",
    "Conflict",
    "Contact",
    "ContractDriftWarning",
    "ContractViolation",
    "Credential",
    "DedupeStore",
    "Delivery",
    "DeliveryInProgress",
    "ErrorDetail",
    "Event",
    "EventType",
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
    "List",
    "Member",
    "MemoryCheckpoint",
    "MethodNotAllowed",
    "Mismatch",
    "NotFound",
    "Page",
    "PayloadTooLarge",
    "PermissionDenied",
    "RateLimit",
    "RateLimited",
    "Recording",
    "RetryPolicy",
    "ScheduledCall",
    "ScheduledCallCompleted",
    "ServerError",
    "ServiceUnavailable",
    "SqliteCheckpoint",
    "Transcript",
    "UnsupportedMediaType",
    "VerificationFailed",
    "WebhookSubscription",
    "error_from_response",
    "new_idempotency_key",
]
