import hashlib
import hmac
import time

from fastapi.testclient import TestClient

from app.main import app

client = TestClient(app)


def test_svix_rejects_stale_timestamp():
    r = client.post(
        "/webhooks/svix",
        content=b"{}",
        headers={"svix-id": "msg_1", "svix-timestamp": str(int(time.time()) - 3600), "svix-signature": "v1,xxx"},
    )
    assert r.status_code == 401
    assert r.json() == {"error": "stale"}


def test_score_requires_key():
    r = client.post("/v1/score", json={"lead_id": "1", "income": 1, "credit_band": "A"})
    assert r.status_code in (401, 422)


def _sign(secret: str, body: bytes) -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
