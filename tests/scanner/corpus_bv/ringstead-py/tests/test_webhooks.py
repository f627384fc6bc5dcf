import hashlib
import hmac

import pytest

from quill_ringstead.webhooks import InvalidSignature, verify_webhook

BODY = b'{"event":"call.completed","call_id":"c_9"}'


def _sign(secret: str) -> str:
    return hmac.new(secret.encode(), BODY, hashlib.sha256).hexdigest()


def test_valid_signature_passes():
    verify_webhook(BODY, {"x-ringstead-signature": _sign("whsec_test")}, "whsec_test")


def test_bad_signature_rejected():
    with pytest.raises(InvalidSignature):
        verify_webhook(BODY, {"X-Ringstead-Signature": "deadbeef"}, "whsec_test")


def test_missing_header_rejected():
    with pytest.raises(InvalidSignature):
        verify_webhook(BODY, {}, "whsec_test")
