from fastapi.testclient import TestClient

from app.main import app


def test_rejects_request_without_user_header():
    client = TestClient(app)
    r = client.post("/internal/campaigns/00000000-0000-0000-0000-000000000000/contact-lists/sync")
    assert r.status_code == 400
    assert r.json() == {"error": "missing X-User-Email"}


def test_health_is_exempt():
    client = TestClient(app)
    assert client.get("/healthz").status_code == 200


def test_returns_404_for_unknown_campaign(monkeypatch):
    client = TestClient(app, headers={"X-User-Email": "qa@larkspurhealth.com", "X-User-Id": "auth0|42"})
    r = client.post("/internal/campaigns/00000000-0000-0000-0000-000000000000/contact-lists/sync")
    assert r.status_code == 404
