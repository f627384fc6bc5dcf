"""v2 webhooks: signing and verification, event parsing, deduplication and a local receiver."""

from __future__ import annotations

from callbridge.api.checkpoint import DedupeStore
from callbridge.webhooks._events import InvalidPayload, parse_event, parse_payload
from callbridge.webhooks._receiver import ForwardFailed, ReceivedEvent, Receiver
from callbridge.webhooks._remembered import remembered_subscription_id
from callbridge.webhooks._secret_file import SecretFile, SecretFileError
from callbridge.webhooks._signature import (
    FutureTimestamp,
    MalformedSignatureHeader,
    ParsedSignature,
    SignatureError,
    SignatureMismatch,
    StaleTimestamp,
    TimestampOutsideTolerance,
    parse_signature_header,
    sign,
    verify_signature,
)

__all__ = [
    "DedupeStore",
    "ForwardFailed",
    "FutureTimestamp",
    "InvalidPayload",
    "MalformedSignatureHeader",
    "ParsedSignature",
    "ReceivedEvent",
    "Receiver",
    "SecretFile",
    "SecretFileError",
    "SignatureError",
    "SignatureMismatch",
    "StaleTimestamp",
    "TimestampOutsideTolerance",
    "parse_event",
    "parse_payload",
    "parse_signature_header",
    "remembered_subscription_id",
    "sign",
    "verify_signature",
]
