import hashlib
import hmac

import pytest

from dialer_sync.webhooks import BadSignature, verify


def _header(body: bytes, ts: int, secret="s3cret"):
    sig = hmac.new(secret.encode(), f"{ts}.".encode() + body, hashlib.sha256).hexdigest()
    return {"Service-Signature": f"t={ts},v1={sig}"}


def test_valid_signature():
    verify(_header(b"{}", 1_700_000_000_000), b"{}", "s3cret", now_ms=1_700_000_000_500)


def test_stale_timestamp_rejected():
    with pytest.raises(BadSignature):
        verify(_header(b"{}", 1_700_000_000_000), b"{}", "s3cret", now_ms=1_700_001_000_000)
