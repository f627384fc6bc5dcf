"""v2 webhooks: signing and verification, event parsing, deduplication and a local receiver."""

from __future__ import annotations

from callbridge.api.checkpoint import DedupeStore
from callbridge.webhooks._events import InvalidPayload, parse_event, parse_payload
from callbridge.webhooks._receiver import ReceivedEvent, Receiver
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
    "FutureTimestamp",
    "InvalidPayload",
    "MalformedSignatureHeader",
    "ParsedSignature",
    "ReceivedEvent",
    "Receiver",
    "SignatureError",
    "SignatureMismatch",
    "StaleTimestamp",
    "TimestampOutsideTolerance",
    "parse_event",
    "parse_payload",
    "parse_signature_header",
    "sign",
    "verify_signature",
]
