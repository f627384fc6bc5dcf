import pytest
import responses

from dialer_sync.dialstream import ApiDisabled, DialstreamClient, IdentityProviderDown, UserNotFound

BASE = "https://ds.example.test"


@pytest.fixture
def client():
    return DialstreamClient(base_url=BASE, api_key="test-key", acting_user="qa@harborviewcx.com")


@responses.activate
def test_404_user_not_found_maps_to_exception(client):
    responses.add(responses.GET, BASE + "/contact-lists", status=404, json={"error": "user not found"})
    with pytest.raises(UserNotFound):
        client.list_contact_lists()


@responses.activate
def test_503_means_api_disabled(client):
    responses.add(responses.POST, BASE + "/contact-lists/77/contacts", status=503, json={"error": "API disabled"})
    with pytest.raises(ApiDisabled):
        client.append_contacts(77, ["+15550100"])


@responses.activate
def test_502_is_identity_provider(client):
    client.session.adapters.clear()
    responses.add(responses.DELETE, BASE + "/contact-lists/77/contacts/+15550100", status=502, json={"error": "upstream"})
    with pytest.raises(IdentityProviderDown):
        client.remove_contact(77, "+15550100")
