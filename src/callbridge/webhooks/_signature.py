"""Signing and verifying v2 webhook requests (spec, Events: signature rules).

`Service-Signature: t=<Unix milliseconds>,v1=<64 lowercase hex>`; the MAC is HMAC-SHA256,
keyed with the literal signing-secret string, over `<t>.` followed by the exact raw body
bytes. A receiver verifies before parsing and never re-serialises the JSON: the same event
serialised again (other spacing or key order) has another signature. Several `v1` values
may be present (for example while a secret is rotated); one match is enough.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from callbridge.api._errors import CallbridgeError

__all__ = [
    "FutureTimestamp",
    "MalformedSignatureHeader",
    "ParsedSignature",
    "SignatureError",
    "SignatureMismatch",
    "StaleTimestamp",
    "TimestampOutsideTolerance",
    "parse_signature_header",
    "sign",
    "signature",
    "verify_signature",
]

SIGNATURE_HEADER = "Service-Signature"
DEFAULT_TOLERANCE_SECONDS = 300
_HEX64 = re.compile(r"[0-9a-f]{64}")


class SignatureError(CallbridgeError):
    """The request cannot be trusted; answer 4xx and do not parse the body."""


class MalformedSignatureHeader(SignatureError):
    """The header is missing or is not `t=<ms>,v1=<hex>[,v1=<hex>…]`."""


class TimestampOutsideTolerance(SignatureError):
    """The signed timestamp is too far from now (replay protection)."""

    def __init__(self, message: str, *, skew_seconds: float) -> None:
        super().__init__(message)
        self.skew_seconds = skew_seconds


class StaleTimestamp(TimestampOutsideTolerance):
    """Signed more than the tolerance ago."""


class FutureTimestamp(TimestampOutsideTolerance):
    """Signed more than the tolerance ahead of this clock."""


class SignatureMismatch(SignatureError):
    """No `v1` value matches: wrong secret, or the body was altered."""


@dataclass(frozen=True)
class ParsedSignature:
    timestamp_ms: int
    signatures: tuple[str, ...]


def signature(payload: bytes, secret: str, timestamp_ms: int) -> str:
    """The hex HMAC-SHA256 of `<timestamp_ms>.<payload>` keyed with `secret`."""
    message = str(timestamp_ms).encode("ascii") + b"." + payload
    return hmac.new(secret.encode("utf-8"), message, hashlib.sha256).hexdigest()


def sign(payload: bytes, secret: str, timestamp_ms: int | None = None) -> str:
    """A `Service-Signature` header value for `payload`, signed now unless told when."""
    if timestamp_ms is None:
        timestamp_ms = int(time.time() * 1000)
    return f"t={timestamp_ms},v1={signature(payload, secret, timestamp_ms)}"


def parse_signature_header(header: str | None) -> ParsedSignature:
    if header is None or not header.strip():
        raise MalformedSignatureHeader(f"the {SIGNATURE_HEADER} header is missing")
    timestamp: int | None = None
    values: list[str] = []
    for part in header.split(","):
        key, sep, value = part.strip().partition("=")
        if not sep:
            raise MalformedSignatureHeader(f"{SIGNATURE_HEADER} item {part.strip()!r} has no '='")
        if key == "t":
            if timestamp is not None or not (value.isascii() and value.isdigit()):
                raise MalformedSignatureHeader(
                    f"{SIGNATURE_HEADER} needs exactly one t=<Unix milliseconds>"
                )
            timestamp = int(value)
        elif key == "v1":
            values.append(value)
    if timestamp is None:
        raise MalformedSignatureHeader(f"{SIGNATURE_HEADER} has no t=<Unix milliseconds>")
    if not values:
        raise MalformedSignatureHeader(f"{SIGNATURE_HEADER} has no v1=<signature>")
    return ParsedSignature(timestamp_ms=timestamp, signatures=tuple(values))


def verify_signature(
    payload: bytes,
    header: str | None,
    secret: str | Sequence[str],
    *,
    tolerance_seconds: float = DEFAULT_TOLERANCE_SECONDS,
    now: float | datetime | None = None,
) -> ParsedSignature:
    """Check `header` against the raw `payload`; raise a SignatureError subclass if unsafe.

    `secret` may be several secrets (old and new during a rotation). `now` is Unix seconds
    or an aware datetime (default: this machine's clock). Returns the parsed header.
    """
    parsed = parse_signature_header(header)
    secrets = [secret] if isinstance(secret, str) else list(secret)
    if not secrets:
        raise ValueError("no signing secret given")
    matched = False
    for candidate_secret in secrets:
        expected = signature(payload, candidate_secret, parsed.timestamp_ms)
        for candidate in parsed.signatures:
            # compare_digest over every pair: no early exit that leaks which one matched
            if _HEX64.fullmatch(candidate) and hmac.compare_digest(expected, candidate):
                matched = True
    if not matched:
        raise SignatureMismatch(
            "no v1 signature matches the payload: wrong signing secret, or the body was "
            "altered or re-serialised"
        )
    if now is None:
        current = time.time()
    elif isinstance(now, datetime):
        if now.tzinfo is None:
            raise ValueError("now must be timezone-aware")
        current = now.timestamp()
    else:
        current = now
    skew = current - parsed.timestamp_ms / 1000
    if skew > tolerance_seconds:
        raise StaleTimestamp(
            f"signed {skew:.0f}s ago, more than the {tolerance_seconds:.0f}s tolerance",
            skew_seconds=skew,
        )
    if -skew > tolerance_seconds:
        raise FutureTimestamp(
            f"signed {-skew:.0f}s in the future, more than the {tolerance_seconds:.0f}s tolerance",
            skew_seconds=skew,
        )
    return parsed
