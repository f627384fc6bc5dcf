import hashlib
import hmac
import json

import pytest

from crm.models import CallLog, Customer

pytestmark = pytest.mark.django_db


def _sign(body: bytes, secret="whsec-test") -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def test_ringlane_event_updates_call(client):
    customer = Customer.objects.create(email="a@example.com", phone="+447700900222")
    CallLog.objects.create(customer=customer, ringlane_call_id="call_1")
    body = json.dumps({"type": "call.completed", "data": {"id": "call_1", "status": "completed", "duration": 73}}).encode()
    resp = client.post(
        "/hooks/ringlane/",
        data=body,
        content_type="application/json",
        HTTP_X_RINGLANE_SIGNATURE=_sign(body),
    )
    assert resp.status_code == 204
    assert CallLog.objects.get(ringlane_call_id="call_1").duration_seconds == 73


def test_bad_signature_rejected(client):
    resp = client.post("/hooks/ringlane/", data=b"{}", content_type="application/json", HTTP_X_RINGLANE_SIGNATURE="nope")
    assert resp.status_code == 403


def test_stripe_without_signature_is_400(client):
    resp = client.post("/hooks/stripe/", data=b"{}", content_type="application/json")
    assert resp.status_code == 400
