import hashlib
import hmac
import json

import pytest

SECRET = "whsec-local-test"


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setenv("EVENTS_TABLE", "call-events-test")
    import webhook_receiver.app as mod

    monkeypatch.setattr(mod, "get_secure_param", lambda name: SECRET)
    monkeypatch.setattr(mod, "table", type("T", (), {"put_item": lambda self, Item: None})())
    return mod


def _event(body: str, sig: str) -> dict:
    return {"headers": {"X-Callbridge-Signature": sig}, "body": body, "isBase64Encoded": False}


def test_valid_signature_accepted(app):
    body = json.dumps({"type": "call.completed", "occurred_at": "2024-03-01T10:00:00Z", "call": {"id": "c1"}})
    sig = hmac.new(SECRET.encode(), body.encode(), hashlib.sha256).hexdigest()
    assert app.handler(_event(body, sig), None)["statusCode"] == 200


def test_bad_signature_rejected(app):
    assert app.handler(_event("{}", "deadbeef"), None)["statusCode"] == 401
