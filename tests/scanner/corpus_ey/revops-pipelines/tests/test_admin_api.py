from flask import Flask

from revops.admin_api import bp


def make_app():
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app


def test_missing_user_is_400():
    client = make_app().test_client()
    r = client.get("/api/me")
    assert r.status_code == 400
    assert r.get_json()["error"] == "missing user"


def test_me_echoes_proxy_headers():
    client = make_app().test_client()
    r = client.get("/api/me", headers={"X-User-Email": "ana@northwindhq.com", "X-User-Id": "42"})
    assert r.get_json() == {"email": "ana@northwindhq.com", "id": "42"}
