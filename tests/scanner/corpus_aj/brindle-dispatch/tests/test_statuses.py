"""Our own API's status codes (not Ringlane)."""
import pytest
from django.test import Client


@pytest.mark.django_db
def test_internal_returns_404_when_user_not_found():
    resp = Client().get("/internal/loads/", HTTP_X_USER_EMAIL="nobody@example.com")
    assert resp.status_code == 404
    assert resp.json() == {"error": "user not found"}


@pytest.mark.django_db
def test_502_from_postwick_is_retried(mocker):
    post = mocker.patch("dispatch.marketing.postwick.requests.Session.post")
    post.return_value.status_code = 502
    post.return_value.json.return_value = {"error": "bad gateway"}
    from dispatch.marketing.postwick import PostwickClient

    with pytest.raises(ConnectionError):
        PostwickClient().subscribe("pl_1", "shipper@example.com")


def test_503_maintenance_page(client):
    resp = client.get("/healthz?simulate=503")
    assert resp.status_code in (200, 503)
