import hashlib
import hmac

from fastapi.testclient import TestClient

from app.main import app


def test_ringlane_hook_rejects_bad_signature():
    client = TestClient(app)
    resp = client.post("/hooks/ringlane", content=b"{}", headers={"X-Ringlane-Signature": "nope"})
    assert resp.status_code == 401


def test_ringlane_hook_accepts_good_signature():
    body = b'{"id":"evt_9","type":"call.started"}'
    sig = hmac.new(b"hook-secret", body, hashlib.sha256).hexdigest()
    resp = TestClient(app).post("/hooks/ringlane", content=body, headers={"X-Ringlane-Signature": sig})
    assert resp.status_code == 204
