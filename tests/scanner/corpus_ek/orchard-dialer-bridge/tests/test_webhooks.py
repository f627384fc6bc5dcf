import hashlib
import hmac
import time

from fastapi import FastAPI
from fastapi.testclient import TestClient

from bridge import webhooks

app = FastAPI()
app.include_router(webhooks.router)
client = TestClient(app)


def _sign(body: bytes, secret: str = "whsec_test") -> str:
    ts = str(int(time.time() * 1000))
    sig = hmac.new(secret.encode(), f"{ts}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={ts},v1={sig}"


def test_valid_service_signature(monkeypatch):
    monkeypatch.setattr(webhooks, "CALLWRIGHT_SIGNING_SECRET", "whsec_test")
    body = b'{"type":"call.completed"}'
    r = client.post("/webhooks/callwright", content=body, headers={"Service-Signature": _sign(body)})
    assert r.status_code == 200


def test_rejects_missing_signature_with_401():
    r = client.post("/webhooks/callwright", content=b"{}")
    assert r.status_code == 401
    assert r.json() == {"detail": "bad signature"}
