import pytest
import responses

from nw_dialhub import DialhubClient, UserNotFound, ApiDisabled, ContactListNotFound

BASE = "https://api.dialhub.io/api/public/v1"


@pytest.fixture
def client():
    return DialhubClient(api_key="test-key", acting_user="qa@northwind.com")


@responses.activate
def test_404_user_not_found_raises(client):
    responses.add(responses.GET, f"{BASE}/contact-lists/abc", json={"error": "user not found"}, status=404)
    with pytest.raises(UserNotFound) as exc:
        client.get_contact_list("abc")
    assert exc.value.message == "user not found"


@responses.activate
def test_404_other_is_list_not_found(client):
    responses.add(responses.GET, f"{BASE}/contact-lists/zzz", json={"error": "contact list not found"}, status=404)
    with pytest.raises(ContactListNotFound):
        client.get_contact_list("zzz")


@responses.activate
def test_503_is_api_disabled(client):
    responses.add(responses.GET, f"{BASE}/calls", json={"error": "API disabled"}, status=503)
    with pytest.raises(ApiDisabled):
        client.list_calls(since="2023-01-01")
