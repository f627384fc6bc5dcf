import pytest
import responses

from fernhub_integrations.vendors.dialwise import DialwiseClient, DialwiseUserNotFound
from fernhub_integrations.vendors.dialwise.errors import DialwiseApiDisabled

BASE = "https://api.dialwise.io/api/public/v1"
LIVE_KEY = "dwk_9fTq2LmXr8VbN4cZs7YeK1pW"


@pytest.fixture
def client():
    return DialwiseClient(api_key=LIVE_KEY, acting_user="qa@fernhollow.com")


@responses.activate
def test_lists_sends_key_and_user(client):
    responses.get(f"{BASE}/contact-lists", json={"data": [{"id": "cl_1"}]})
    assert client.lists() == [{"id": "cl_1"}]
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"] == LIVE_KEY
    assert sent["x-user-email"] == "qa@fernhollow.com"


@responses.activate
def test_404_user_not_found_raises(client):
    responses.get(f"{BASE}/contact-lists", status=404, json={"error": "User not found"})
    with pytest.raises(DialwiseUserNotFound):
        client.lists()


@responses.activate
def test_503_disabled(client):
    responses.post(f"{BASE}/contact-lists/cl_9/contacts", status=503, json={"error": "API disabled"})
    with pytest.raises(DialwiseApiDisabled):
        client.append_phones("cl_9", ["+15550001111"])


@responses.activate
def test_502_is_retried(client, monkeypatch):
    monkeypatch.setattr("time.sleep", lambda *_: None)
    responses.get(f"{BASE}/contact-lists/cl_3", status=502, json={"error": "identity provider unreachable"})
    responses.get(f"{BASE}/contact-lists/cl_3", json={"id": "cl_3", "name": "MQL West"})
    assert client.get_list("cl_3")["name"] == "MQL West"


@responses.activate
def test_append_batches(client):
    responses.post(f"{BASE}/contact-lists/cl_2/contacts", json={"added": 500})
    assert client.append_phones("cl_2", [f"+1555{i:07d}" for i in range(1000)]) == 1000
    assert len(responses.calls) == 2
