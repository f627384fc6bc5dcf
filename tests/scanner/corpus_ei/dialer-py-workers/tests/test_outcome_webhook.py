import hashlib
import hmac
import json

import pytest

from handlers import outcome_webhook

SECRET = b"test-secret"


@pytest.fixture(autouse=True)
def _secret(monkeypatch):
    monkeypatch.setattr(outcome_webhook, "_secret", lambda: SECRET)


def _event(body: str, sig: str | None):
    headers = {"content-type": "application/json"}
    if sig is not None:
        headers["X-Ringlane-Signature"] = sig
    return {"body": body, "headers": headers, "isBase64Encoded": False}


def test_valid_signature(lambda_context):
    body = json.dumps({"callId": "c9", "disposition": "booked"})
    sig = hmac.new(SECRET, body.encode(), hashlib.sha256).hexdigest()
    assert outcome_webhook.handler(_event(body, sig), lambda_context)["statusCode"] == 204


def test_invalid_signature(lambda_context):
    assert outcome_webhook.handler(_event("{}", "deadbeef"), lambda_context)["statusCode"] == 401
