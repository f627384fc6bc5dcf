"""Verification of Ringstead outbound webhooks."""
from __future__ import annotations

import hashlib
import hmac
from typing import Mapping, Union

SIGNATURE_HEADER = "X-Ringstead-Signature"


class InvalidSignature(Exception):
    pass


def _lookup(headers: Mapping[str, str], name: str) -> str:
    for k, v in headers.items():
        if k.lower() == name.lower():
            return v
    return ""


def verify_webhook(body: Union[bytes, str], headers: Mapping[str, str], secret: str) -> None:
    if isinstance(body, str):
        body = body.encode("utf-8")
    received = _lookup(headers, SIGNATURE_HEADER)
    if not received:
        raise InvalidSignature("missing signature header")
    expected = hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()
    if received.startswith("sha256="):
        received = received[len("sha256="):]
    if not hmac.compare_digest(expected, received):
        raise InvalidSignature("signature mismatch")
