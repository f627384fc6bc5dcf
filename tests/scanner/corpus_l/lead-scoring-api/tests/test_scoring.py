from fastapi.testclient import TestClient

from app.main import app

client = TestClient(app)


def test_requires_internal_api_key():
    r = client.post("/leads/score", json={"phone": "+1"})
    assert r.status_code == 422


def test_rejects_wrong_key():
    r = client.post("/leads/score", json={"phone": "+1"}, headers={"x-api-key": "nope", "X-User-Email": "a@b.c"})
    assert r.status_code == 401
    assert r.json() == {"detail": "bad key"}


def test_healthz_not_502():
    assert client.get("/healthz").status_code == 200
