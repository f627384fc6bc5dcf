from unittest import mock

import stripe
from django.test import Client


def test_bad_signature_returns_400(settings):
    settings.STRIPE_WEBHOOK_SECRET = "whsec_test"
    with mock.patch.object(stripe.Webhook, "construct_event", side_effect=stripe.error.SignatureVerificationError("bad", "sig")):
        resp = Client().post("/webhooks/stripe/", data="{}", content_type="application/json", HTTP_STRIPE_SIGNATURE="t=1,v1=abc")
    assert resp.status_code == 400
    assert resp.json() == {"error": "invalid signature"}


def test_pricing_404_returns_none(requests_mock):
    from crm_sync.pricing.client import quote

    requests_mock.get("http://pricing.internal.solstead.com/v1/quotes", status_code=404)
    assert quote("78701", 7.2) is None
