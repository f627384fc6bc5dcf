import hashlib
import hmac
import json

import pytest
from flask import Flask

from crm_sync.web.webhooks import bp


@pytest.fixture
def client():
    app = Flask(__name__)
    app.config.update(DIALWAVE_WEBHOOK_SECRET="whsec-test", STRIPE_WEBHOOK_SECRET="whsec_stripe")
    app.register_blueprint(bp)
    return app.test_client()


def test_rejects_bad_signature(client):
    resp = client.post("/webhooks/dialwave", data=b"{}", headers={"X-Dialwave-Signature": "nope"})
    assert resp.status_code == 401


def test_accepts_good_signature(client):
    body = json.dumps({"type": "call.completed", "call_id": "c1"}).encode()
    sig = hmac.new(b"whsec-test", body, hashlib.sha256).hexdigest()
    resp = client.post(
        "/webhooks/dialwave", data=body,
        headers={"X-Dialwave-Signature": sig, "Content-Type": "application/json"},
    )
    assert resp.status_code == 200


def test_stripe_returns_400_on_garbage(client):
    resp = client.post("/webhooks/stripe", data=b"{}", headers={"Stripe-Signature": "t=1,v1=bad"})
    assert resp.status_code == 400
    assert resp.get_json() == {"error": "invalid signature"}
