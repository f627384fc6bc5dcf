import pytest
import responses

from chsync.client import CallHarborClient
from chsync.errors import ApiDisabled, ListNotFound, UserNotProvisioned

BASE = "https://api.callharbor.test/api/public/v1"


@pytest.fixture
def client():
    return CallHarborClient(base_url=BASE, api_key="k", acting_email="ops@brightlane.co")


@responses.activate
def test_add_contacts_sends_headers(client):
    responses.post(f"{BASE}/contact-lists/4412/contacts", json={"added": 1}, status=201)
    client.add_contacts("4412", [{"phone": "+13035550100"}])
    sent = responses.calls[0].request
    assert sent.headers["x-api-key"] == "k"
    assert sent.headers["x-user-email"] == "ops@brightlane.co"


@responses.activate
def test_user_not_found_maps_to_exception(client):
    responses.get(f"{BASE}/contact-lists", json={"error": "user not found", "details": []}, status=404)
    with pytest.raises(UserNotProvisioned):
        client.lists()


@responses.activate
def test_missing_list(client):
    responses.get(f"{BASE}/contact-lists/999", json={"error": "contact list not found"}, status=404)
    with pytest.raises(ListNotFound):
        client.get_list("999")


@responses.activate
def test_503_is_api_disabled(client):
    responses.delete(f"{BASE}/contact-lists/1/contacts/%2B1555", json={"error": "API disabled on the server"}, status=503)
    with pytest.raises(ApiDisabled):
        client.remove_contact("1", "+1555")
