import pytest
import responses

from crm_sync.ringlane import RinglaneApiDisabled, RinglaneClient, RinglaneUserNotFound

LISTS_URL = "https://api.ringlane.io/api/public/v1/contact-lists"


@pytest.fixture
def client():
    return RinglaneClient(api_key="test-key", acting_email="bot@example.com")


@responses.activate
def test_list_contact_lists(client):
    responses.get(LISTS_URL, json=[{"id": "cl_1", "name": "Q3 solar leads"}])
    assert client.list_contact_lists()[0]["id"] == "cl_1"


@responses.activate
def test_404_user_not_found_raises(client):
    responses.get(LISTS_URL, status=404, json={"error": "user not found", "details": []})
    with pytest.raises(RinglaneUserNotFound):
        client.list_contact_lists()


@responses.activate
def test_503_api_disabled(client):
    responses.get(LISTS_URL, status=503, json={"error": "public API disabled"})
    with pytest.raises(RinglaneApiDisabled):
        client.list_contact_lists()
