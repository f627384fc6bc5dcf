import hashlib
import hmac
from unittest import mock

import pytest

from lead_router import app as app_module


@pytest.fixture
def http():
    app_module.app.config["TESTING"] = True
    return app_module.app.test_client()


def test_missing_phone_is_400(http):
    resp = http.post("/api/leads", json={"email": "a@b.co"}, headers={"X-User-Email": "sdr@northbeamoutdoor.com"})
    assert resp.status_code == 400
    assert resp.get_json()["error"] == "phone is required"


def test_dialer_down_maps_to_503(http):
    from lead_router.dialfield import DialfieldUnavailable

    with mock.patch.object(app_module.dialfield, "add_contacts", side_effect=DialfieldUnavailable(502, "x")):
        with mock.patch.object(app_module.enrichment, "enrich_person", return_value={}):
            resp = http.post("/api/leads", json={"phone": "+15035550142"})
    assert resp.status_code == 503


def test_webhook_rejects_bad_signature(http, monkeypatch):
    monkeypatch.setattr(app_module.config, "DIALFIELD_WEBHOOK_SECRET", "s3cret")
    body = b'{"type": "call.completed"}'
    good = hmac.new(b"s3cret", body, hashlib.sha256).hexdigest()
    assert http.post("/webhooks/dialfield", data=body, headers={"X-Dialfield-Signature": "nope"}).status_code == 401
    assert http.post("/webhooks/dialfield", data=body, headers={"X-Dialfield-Signature": good}).status_code == 204
