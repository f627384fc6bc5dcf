import pytest
import responses

from ringlyne import ActingUserNotFound, ApiDisabled, RinglyneClient

BASE = "https://api.ringlyne.io/api/public/v1"


@pytest.fixture
def client():
    return RinglyneClient(api_key="test-key", acting_user="ops-bot@tidewater.dev", base_url=BASE)


@responses.activate
def test_404_user_not_found_maps_to_acting_user_error(client):
    responses.add(responses.GET, BASE + "/contact-lists", status=404, json={"error": "user not found"})
    with pytest.raises(ActingUserNotFound) as exc:
        client.list_contact_lists()
    assert exc.value.message == "user not found"


@responses.activate
def test_503_is_api_disabled(client):
    responses.add(responses.POST, BASE + "/contact-lists/L-42/contacts", status=503, json={"error": "disabled"})
    with pytest.raises(ApiDisabled):
        client.append_contacts("L-42", ["+15551230000"])
