import hashlib
import hmac
import json

import pytest
from django.urls import reverse

from dialer.models import CallOutcome

pytestmark = pytest.mark.django_db


def _sign(body: bytes, secret="test-webhook-secret"):
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def _post(client, payload, signature=None):
    body = json.dumps(payload).encode()
    extra = {}
    if signature is not False:
        extra["HTTP_X_DIALWAVE_SIGNATURE"] = signature or _sign(body)
    return client.post(reverse("dialwave-webhook"), data=body, content_type="application/json", **extra)


def test_call_completed_records_outcome(client, lead):
    payload = {
        "type": "call.completed",
        "data": {"call_id": "call_1", "phone": lead.phone, "disposition": "connected", "duration": 93},
    }
    resp = _post(client, payload)
    assert resp.status_code == 200
    lead.refresh_from_db()
    assert lead.stage == "called"
    assert CallOutcome.objects.get(remote_call_id="call_1").duration_seconds == 93


def test_bad_signature_is_401(client):
    resp = _post(client, {"type": "call.completed", "data": {}}, signature="deadbeef")
    assert resp.status_code == 401


def test_missing_signature_is_401(client):
    assert _post(client, {"type": "ping"}, signature=False).status_code == 401
