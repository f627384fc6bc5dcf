import pytest
from rest_framework.test import APIClient

from calls.models import Campaign


@pytest.mark.django_db
def test_delete_without_acting_user_returns_404():
    campaign = Campaign.objects.create(name="Spring promo")
    api = APIClient()
    resp = api.delete(f"/api/v1/campaigns/{campaign.pk}/")
    assert resp.status_code == 404
    assert resp.json() == {"error": "user not found"}


@pytest.mark.django_db
def test_acting_user_header_is_resolved(django_user_model):
    user = django_user_model.objects.create_user("ops", email="ops@harborpine.com", password="x")
    campaign = Campaign.objects.create(name="Fall promo")
    api = APIClient()
    api.force_authenticate(user)
    resp = api.delete(f"/api/v1/campaigns/{campaign.pk}/", HTTP_X_USER_EMAIL="ops@harborpine.com")
    assert resp.status_code == 204


@pytest.mark.django_db
def test_validation_error_is_flat():
    resp = APIClient().post("/api/v1/campaigns/", {}, format="json")
    assert resp.status_code in (400, 403)
    assert "error" in resp.json()
