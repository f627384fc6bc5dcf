from django.test import RequestFactory

from accounts.middleware import InternalUserHeaderMiddleware


def test_header_ignored_without_internal_ingress(db):
    rf = RequestFactory()
    req = rf.get("/api/shipments", HTTP_X_USER_EMAIL="agent@parcelwise.com")
    mw = InternalUserHeaderMiddleware(lambda r: r)
    assert mw(req).internal_actor is None


def test_returns_404_for_unknown_user_in_own_api(client, db):
    resp = client.get("/api/agents/does-not-exist/")
    assert resp.status_code == 404
    assert resp.json()["error"] == "Not found."
