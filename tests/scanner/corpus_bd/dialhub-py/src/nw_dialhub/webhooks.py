"""Helpers to verify Dialhub webhook deliveries (legacy signing)."""
import hashlib
import hmac
import os
from typing import Mapping

SIGNING_SECRET_ENV = "DIALHUB_WEBHOOK_SECRET"


class InvalidSignature(Exception):
    pass


def verify(headers: Mapping[str, str], raw_body: bytes, secret: str = "") -> None:
    secret = secret or os.environ[SIGNING_SECRET_ENV]
    received = headers.get("X-Dialhub-Signature", "")
    expected = hmac.new(secret.encode(), raw_body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(received.removeprefix("sha256="), expected):
        raise InvalidSignature("dialhub signature mismatch")
