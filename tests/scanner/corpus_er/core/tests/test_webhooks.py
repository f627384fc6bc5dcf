import json
from unittest import mock

import pytest
from django.test import Client


@pytest.mark.django_db
def test_stripe_webhook_rejects_bad_signature():
    client = Client()
    resp = client.post(
        "/webhooks/stripe/",
        data=json.dumps({"type": "invoice.paid"}),
        content_type="application/json",
        HTTP_STRIPE_SIGNATURE="t=1,v1=deadbeef",
    )
    assert resp.status_code == 400


@pytest.mark.django_db
def test_stripe_webhook_accepts_valid_event():
    with mock.patch("webhooks.views.stripe.Webhook.construct_event", return_value={"type": "invoice.paid"}):
        resp = Client().post("/webhooks/stripe/", data="{}", content_type="application/json")
    assert resp.status_code == 200
