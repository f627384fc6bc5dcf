import pytest
import responses

from crm_sync.ringlane.client import RinglaneClient
from crm_sync.ringlane.errors import (
    ContactListNotFound,
    RinglaneDisabled,
    RinglaneUnavailable,
    RinglaneUserNotFound,
)

BASE = "https://api.ringlane.com/api/public/v1"


@pytest.fixture
def client(settings):
    settings.RINGLANE_HOST = "https://api.ringlane.com"
    settings.RINGLANE_API_KEY = "rl_test_key"
    return RinglaneClient(acting_user="rep@solstead.com")


@responses.activate
def test_sends_key_and_acting_user(client):
    responses.get(f"{BASE}/contact-lists", json={"data": [], "page": 1})
    client.list_contact_lists()
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"] == "rl_test_key"
    assert sent["x-user-email"] == "rep@solstead.com"


@responses.activate
def test_404_user_not_found(client):
    responses.get(f"{BASE}/contact-lists", status=404, json={"error": "User not found"})
    with pytest.raises(RinglaneUserNotFound):
        client.list_contact_lists()


@responses.activate
def test_404_missing_list(client):
    responses.delete(f"{BASE}/contact-lists/cl_123", status=404, json={"error": "Contact list not found"})
    with pytest.raises(ContactListNotFound):
        client.delete_contact_list("cl_123")


@responses.activate
def test_502_is_transient(client):
    responses.post(f"{BASE}/contact-lists/cl_9/contacts", status=502, json={"error": "Identity provider unreachable"})
    with pytest.raises(RinglaneUnavailable):
        client.append_contacts("cl_9", [{"phone": "+15125550100"}])


@responses.activate
def test_503_api_disabled(client):
    responses.get(f"{BASE}/contact-lists", status=503, json={"error": "API disabled on the server"})
    with pytest.raises(RinglaneDisabled):
        client.list_contact_lists()
