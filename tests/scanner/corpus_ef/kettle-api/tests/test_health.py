from app import create_app


def test_healthz():
    resp = create_app().test_client().get("/healthz")
    assert resp.status_code == 200
    assert resp.get_json() == {"status": "ok"}


def test_unknown_route_returns_json_404():
    resp = create_app().test_client().get("/nope")
    assert resp.status_code == 404
    assert resp.get_json()["error"] == "not found"
