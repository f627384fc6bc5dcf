import pytest
from django.contrib.auth import get_user_model


@pytest.mark.django_db
def test_staff_impersonation_unknown_user_returns_404(client):
    staff = get_user_model().objects.create_user("ops", "ops@ferncastle.com", "pw", is_staff=True)
    client.force_login(staff)
    resp = client.get("/internal/call-lists/", HTTP_X_USER_EMAIL="nobody@ferncastle.com")
    assert resp.status_code == 404
    assert resp.json()["error"] == "user not found"


@pytest.mark.django_db
def test_missing_call_log_is_404(client, django_user_model):
    client.force_login(django_user_model.objects.create_user("a", "a@ferncastle.com", "pw"))
    assert client.get("/internal/calls/nope/").status_code == 404
