import pytest
import responses

from tw_crm_sync.clients.callvista import CallvistaClient
from tw_crm_sync.clients.errors import CallvistaUnavailable, CallvistaUserNotFound
from tw_crm_sync.settings import CallvistaSettings

BASE = "https://api.callvista.io/api/public/v1"


@pytest.fixture
def client():
    return CallvistaClient(
        CallvistaSettings(base_url=BASE, api_key="test-key", acting_user="qa@tidewaterfoods.com", webhook_secret="s")
    )


@responses.activate
def test_list_call_lists_sends_key_and_user(client):
    responses.get(f"{BASE}/contact-lists", json={"data": [{"id": "cl_1"}]})
    assert client.list_call_lists() == [{"id": "cl_1"}]
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"] == "test-key"
    assert sent["x-user-email"] == "qa@tidewaterfoods.com"


@responses.activate
def test_add_phones(client):
    responses.post(f"{BASE}/contact-lists/cl_1/contacts", json={"added": 2})
    assert client.add_phones("cl_1", ["+15550100", "+15550101"]) == 2


@responses.activate
def test_user_not_found_maps_to_specific_error(client):
    responses.get(f"{BASE}/contact-lists/cl_9", status=404, json={"error": "user not found"})
    with pytest.raises(CallvistaUserNotFound):
        client.get_call_list("cl_9")


@responses.activate
def test_503_is_reported_as_unavailable(client):
    responses.get(f"{BASE}/contact-lists/cl_2", status=503, json={"error": "API disabled"})
    with pytest.raises(CallvistaUnavailable):
        client.get_call_list("cl_2")
