import pytest
import responses

from integrations.ringlane.client import RingLaneClient
from integrations.ringlane.errors import RingLaneUserNotFound, ContactListNotFound

BASE = "https://api.ringlane.io/api/public/v1"


@pytest.fixture
def client(monkeypatch):
    monkeypatch.setattr("integrations.ringlane.constants.BASE_URL", BASE)
    monkeypatch.setattr("integrations.ringlane.session.time.sleep", lambda s: None)
    return RingLaneClient(acting_user="agent@parcelwise.com")


@responses.activate
def test_list_contact_lists_sends_auth_headers(client):
    responses.get(f"{BASE}/contact-lists", json={"data": [{"id": "cl_1"}]})
    assert client.list_contact_lists() == [{"id": "cl_1"}]
    sent = responses.calls[0].request.headers
    assert sent["x-user-email"] == "agent@parcelwise.com"
    assert "x-api-key" in sent


@responses.activate
def test_add_contacts_posts_phones(client):
    responses.post(f"{BASE}/contact-lists/cl_9/contacts", json={"added": 2})
    assert client.add_contacts("cl_9", ["+4915112345678", "+4915187654321"]) == {"added": 2}


@responses.activate
def test_user_not_found_maps_to_exception(client):
    responses.get(f"{BASE}/contact-lists", status=404, json={"error": "user not found", "details": []})
    with pytest.raises(RingLaneUserNotFound):
        client.list_contact_lists()


@responses.activate
def test_missing_list_is_ignored_on_delete(client):
    responses.delete(f"{BASE}/contact-lists/cl_gone", status=404, json={"error": "contact list not found"})
    client.delete_contact_list("cl_gone")


@responses.activate
def test_502_is_retried(client):
    responses.get(f"{BASE}/contact-lists", status=502, json={"error": "identity provider unreachable"})
    responses.get(f"{BASE}/contact-lists", json={"data": []})
    assert client.list_contact_lists() == []


@responses.activate
def test_503_disabled_skips_sync(client):
    responses.post(f"{BASE}/contact-lists/cl_2/contacts", status=503, json={"error": "API disabled on the server"})
    assert client.safe_add_contacts("cl_2", ["+4930123456"]) is None
