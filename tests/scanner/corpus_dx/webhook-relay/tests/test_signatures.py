import hashlib
import hmac
import time

from relay import config, signatures


def test_legacy_signature_roundtrip(monkeypatch):
    monkeypatch.setattr(config, "RINGLANE_SECRET", b"s3cr3t")
    body = b'{"type":"call.completed"}'
    sig = hmac.new(b"s3cr3t", body, hashlib.sha256).hexdigest()
    assert signatures.verify_ringlane_legacy({"X-Ringlane-Signature": sig}, body)


def test_v2_signature_roundtrip(monkeypatch):
    monkeypatch.setattr(config, "RINGLANE_V2_SECRET", b"v2secret")
    body = b'{"type":"call.completed"}'
    ts = str(int(time.time() * 1000))
    sig = hmac.new(b"v2secret", f"{ts}.".encode() + body, hashlib.sha256).hexdigest()
    assert signatures.verify_ringlane_v2({"Service-Signature": f"t={ts},v1={sig}"}, body)


def test_v2_rejects_stale(monkeypatch):
    monkeypatch.setattr(config, "RINGLANE_V2_SECRET", b"v2secret")
    assert not signatures.verify_ringlane_v2({"Service-Signature": "t=1,v1=00"}, b"{}")
