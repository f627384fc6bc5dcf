import hashlib
import hmac
import json

import pytest
from django.urls import reverse


def _sign(body: bytes, secret: str = "whsec-test") -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


@pytest.mark.django_db
def test_rejects_unsigned(client):
    resp = client.post(reverse("ringlane-webhook"), data=b"{}", content_type="application/json")
    assert resp.status_code == 403


@pytest.mark.django_db
def test_accepts_valid_event(client):
    body = json.dumps({"id": "evt_1", "type": "call.completed"}).encode()
    resp = client.post(
        reverse("ringlane-webhook"),
        data=body,
        content_type="application/json",
        **{"HTTP_X_RINGLANE_SIGNATURE": _sign(body)},
    )
    assert resp.status_code == 204
