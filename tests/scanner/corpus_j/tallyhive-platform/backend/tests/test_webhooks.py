import hashlib
import hmac
import json

import pytest
from django.test import Client


@pytest.fixture
def client():
    return Client()


def _sign(secret: str, body: bytes) -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


@pytest.mark.django_db
def test_stripe_webhook_rejects_missing_signature(client):
    resp = client.post("/webhooks/stripe/", data=b"{}", content_type="application/json")
    assert resp.status_code == 400
    assert resp.json() == {"error": "invalid signature"}


@pytest.mark.django_db
def test_internal_api_returns_404_when_user_not_found(client, settings):
    settings.INTERNAL_API_KEYS = ("internal-test-key",)
    resp = client.get(
        "/internal/v1/me",
        HTTP_X_API_KEY="internal-test-key",
        HTTP_X_USER_EMAIL="ghost@tallyhive.com",
    )
    assert resp.status_code == 404
    assert resp.json()["error"] == "user not found"


def test_sign_helper_is_deterministic():
    body = json.dumps({"a": 1}).encode()
    assert _sign("s", body) == _sign("s", body)
