import hashlib
import hmac
import json

from django.test import RequestFactory

from integrations.ringlane.webhooks import ringlane_webhook


def _sign(body, secret="test-secret"):
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def test_rejects_bad_signature(mocker):
    rf = RequestFactory()
    req = rf.post("/hooks/ringlane", data=b"{}", content_type="application/json",
                  HTTP_X_RINGLANE_SIGNATURE="nope")
    assert ringlane_webhook(req).status_code == 403


def test_accepts_valid_signature(mocker):
    task = mocker.patch("integrations.ringlane.webhooks.record_call_outcome")
    body = json.dumps({"type": "call.completed", "data": {"id": "c1"}}).encode()
    rf = RequestFactory()
    req = rf.post("/hooks/ringlane", data=body, content_type="application/json",
                  HTTP_X_RINGLANE_SIGNATURE=_sign(body))
    assert ringlane_webhook(req).status_code == 204
    task.delay.assert_called_once()
