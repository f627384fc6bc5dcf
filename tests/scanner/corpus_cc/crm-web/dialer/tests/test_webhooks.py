import hashlib
import hmac
import json

import pytest


@pytest.fixture
def secret(settings):
    settings.RINGVALE = {**settings.RINGVALE, "WEBHOOK_SECRET": "whsec_test"}
    return "whsec_test"


def sign(secret, body):
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


@pytest.mark.django_db
def test_valid_signature_accepted(client, secret):
    body = json.dumps({"type": "ping"}).encode()
    resp = client.post(
        "/hooks/ringvale/",
        data=body,
        content_type="application/json",
        HTTP_X_RINGVALE_SIGNATURE=sign(secret, body),
    )
    assert resp.status_code == 204


@pytest.mark.django_db
def test_stripe_rejects_unsigned(client):
    resp = client.post("/hooks/stripe/", data=b"{}", content_type="application/json")
    assert resp.status_code == 400
