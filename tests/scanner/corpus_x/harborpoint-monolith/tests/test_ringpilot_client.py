import pytest
import responses

from monolith.integrations.ringpilot import (
    RingPilotAuthError,
    RingPilotClient,
    RingPilotUnavailable,
    RingPilotUserNotFound,
)

BASE = "https://api.ringpilot.io/api/public/v1"


@pytest.fixture
def client(settings):
    settings.RINGPILOT = {**settings.RINGPILOT, "MAX_RETRIES": 0}
    return RingPilotClient(api_key="test-key", acting_email="agent@harborpoint.com")


@responses.activate
def test_401_raises_auth_error(client):
    responses.add(responses.GET, f"{BASE}/contact-lists", status=401, json={"error": "invalid api key"})
    with pytest.raises(RingPilotAuthError):
        client.list_contact_lists()


@responses.activate
def test_404_user_not_found(client):
    responses.add(responses.POST, f"{BASE}/contact-lists", status=404, json={"error": "user not found"})
    with pytest.raises(RingPilotUserNotFound):
        client.create_contact_list("x")


@responses.activate
def test_502_is_unavailable(client):
    responses.add(responses.DELETE, f"{BASE}/contact-lists/42", status=502, json={"error": "identity provider unreachable"})
    with pytest.raises(RingPilotUnavailable):
        client.delete_contact_list(42)


@responses.activate
def test_sends_headers(client):
    responses.add(responses.GET, f"{BASE}/contact-lists/7", json={"id": 7, "name": "n"})
    client.get_contact_list(7)
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"] == "test-key"
    assert sent["x-user-email"] == "agent@harborpoint.com"
