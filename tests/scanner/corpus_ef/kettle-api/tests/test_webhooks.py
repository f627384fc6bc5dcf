import hashlib
import hmac
import json

from app import create_app


def _app():
    app = create_app()
    app.config.update(TESTING=True, RINGLARK_WEBHOOK_SECRET="s3cret")
    return app


def test_ringlark_webhook_rejects_bad_signature():
    client = _app().test_client()
    resp = client.post("/hooks/ringlark", data=b"{}", headers={"X-RingLark-Signature": "nope"})
    assert resp.status_code == 401


def test_ringlark_webhook_accepts_valid_signature(monkeypatch):
    monkeypatch.setattr("services.calls.record_completed", lambda d: None)
    body = json.dumps({"type": "call.completed", "data": {"call_id": "c1", "to": "+15125550100"}}).encode()
    sig = hmac.new(b"s3cret", body, hashlib.sha256).hexdigest()
    resp = _app().test_client().post(
        "/hooks/ringlark", data=body, headers={"X-RingLark-Signature": sig, "Content-Type": "application/json"}
    )
    assert resp.status_code == 204
