"""Webhook receiver tests (Stripe + DialStream legacy hooks)."""
import hashlib
import hmac
import json

import pytest
from fastapi.testclient import TestClient

from app.main import app

SECRET = "test-secret"


@pytest.fixture
def client(monkeypatch):
    monkeypatch.setenv("DIALSTREAM_WEBHOOK_SECRET", SECRET)
    from app.settings import get_settings
    get_settings.cache_clear()
    return TestClient(app)


def sign(body: bytes) -> str:
    return hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()


def test_rejects_missing_x_dialstream_signature(client):
    r = client.post("/hooks/dialstream/call-outcome", content=b"{}")
    assert r.status_code == 401


def test_accepts_valid_signature(client, mocker):
    mocker.patch("app.webhooks.dialstream.enqueue_call_outcome")
    body = json.dumps({"callSid": "CA1", "status": "completed"}).encode()
    r = client.post(
        "/hooks/dialstream/call-outcome",
        content=body,
        headers={"X-DialStream-Signature": sign(body)},
    )
    assert r.status_code == 200


def test_stripe_bad_signature(client):
    r = client.post("/hooks/stripe", content=b"{}", headers={"Stripe-Signature": "t=1,v1=deadbeef"})
    assert r.status_code == 400
    assert r.json() == {"detail": "bad signature"}
