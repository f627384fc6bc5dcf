import pytest
import responses

from crm_sync.callbrook.client_v1 import LegacyCallbrookClient
from crm_sync.callbrook.errors import ActingUserNotFound, CallbrookApiDisabled

BASE = "https://api.callbrook.io/api/public/v1"


@pytest.fixture
def client():
    return LegacyCallbrookClient("test-key", acting_email="rep@kestrelledger.com", base_url=BASE)


@responses.activate
def test_lists_contact_lists(client):
    responses.get(f"{BASE}/contact-lists", json={"data": [{"id": "cl_1", "name": "Q3 renewals"}]})
    assert client.list_contact_lists()[0]["name"] == "Q3 renewals"


@responses.activate
def test_append_contacts_posts_phones(client):
    responses.post(f"{BASE}/contact-lists/cl_1/contacts", json={"added": 2})
    assert client.append_contacts("cl_1", ["+14155550100", "+14155550101"]) == {"added": 2}


@responses.activate
def test_404_user_not_found_raises(client):
    responses.get(f"{BASE}/contact-lists", status=404, json={"error": "user not found"})
    with pytest.raises(ActingUserNotFound):
        client.list_contact_lists()


@responses.activate
def test_503_means_api_disabled(client):
    responses.get(f"{BASE}/contact-lists", status=503, json={"error": "API disabled on the server"})
    with pytest.raises(CallbrookApiDisabled):
        client.list_contact_lists()
