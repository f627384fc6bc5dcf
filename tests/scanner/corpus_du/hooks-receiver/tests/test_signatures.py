import hashlib
import hmac
import time

from hooks_receiver import signatures


def _sig(secret, body):
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def test_legacy_accepts_valid_and_prefixed():
    body = b'{"type":"call.completed"}'
    s = _sig("whsec_test_only", body)
    assert signatures.verify_ringlane_legacy("whsec_test_only", body, s)
    assert signatures.verify_ringlane_legacy("whsec_test_only", body, "sha256=" + s)


def test_legacy_rejects_tampered():
    assert not signatures.verify_ringlane_legacy("whsec_test_only", b"{}", _sig("whsec_test_only", b"[]"))


def test_service_signature_v2():
    body = b'{"type":"call.completed"}'
    ts = int(time.time() * 1000)
    header = f"t={ts},v1={_sig('v2secret', f'{ts}.'.encode() + body)}"
    assert signatures.verify_service_signature("v2secret", body, header, 300_000)


def test_service_signature_expired():
    body = b"{}"
    ts = int(time.time() * 1000) - 600_000
    header = f"t={ts},v1={_sig('v2secret', f'{ts}.'.encode() + body)}"
    assert not signatures.verify_service_signature("v2secret", body, header, 300_000)


def test_github():
    body = b'{"action":"created"}'
    assert signatures.verify_github("gh-test", body, "sha256=" + _sig("gh-test", body))
