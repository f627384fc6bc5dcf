import hashlib
import hmac
import json

from django.test import Client, override_settings

SECRET = "whsec_test_only"


def _sign(body):
    return hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()


@override_settings(RINGLIO_WEBHOOK_SECRET=SECRET)
def test_rejects_bad_signature(db):
    c = Client()
    resp = c.post("/webhooks/ringlio/", data=b"{}", content_type="application/json", HTTP_X_RINGLIO_SIGNATURE="nope")
    assert resp.status_code == 403


@override_settings(STRIPE_WEBHOOK_SECRET="whsec_x")
def test_stripe_webhook_requires_signature(db):
    c = Client()
    resp = c.post("/webhooks/stripe/", data=json.dumps({"id": "evt_1"}), content_type="application/json")
    assert resp.status_code == 400


def test_support_console_user_not_found_returns_404(db, admin_client):
    resp = admin_client.get("/api/accounts/me", HTTP_X_USER_EMAIL="ghost@example.com")
    assert resp.status_code == 404
    assert resp.json()["error"] == "user not found"
