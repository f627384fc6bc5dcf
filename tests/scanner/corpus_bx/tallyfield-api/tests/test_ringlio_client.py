import pytest
import responses

from tallyfield.integrations.ringlio.client import RinglioClient
from tallyfield.integrations.ringlio.errors import (
    RinglioDisabled,
    RinglioUnavailable,
    RinglioUserNotFound,
)

BASE = "https://api.ringlio.test/api/public/v1"


@pytest.fixture
def client(settings):
    settings.RINGLIO_TIMEOUT = 1
    return RinglioClient(api_key="test-key", base_url=BASE, acting_user_email="rep@tallyfield.co")


@responses.activate
def test_create_contact_list_sends_key_and_user(client):
    responses.add(responses.POST, f"{BASE}/contact-lists", json={"id": "cl_1", "name": "Q3"}, status=201)
    client.create_contact_list("Q3")
    req = responses.calls[0].request
    assert req.headers["x-api-key"] == "test-key"
    assert req.headers["x-user-email"] == "rep@tallyfield.co"


@responses.activate
def test_404_user_not_found_maps_to_specific_error(client):
    responses.add(responses.GET, f"{BASE}/contact-lists/cl_9", json={"error": "User not found"}, status=404)
    with pytest.raises(RinglioUserNotFound):
        client.get_contact_list("cl_9")


@responses.activate
def test_502_is_retryable(client):
    responses.add(responses.GET, f"{BASE}/contact-lists", json={"error": "identity provider unreachable"}, status=502)
    with pytest.raises(RinglioUnavailable):
        client.list_contact_lists()


@responses.activate
def test_503_api_disabled(client):
    responses.add(responses.PATCH, f"{BASE}/contact-lists/cl_2", json={"error": "API disabled on the server"}, status=503)
    with pytest.raises(RinglioDisabled):
        client.rename_contact_list("cl_2", "new")


@responses.activate
def test_delete_missing_list_is_noop(client):
    responses.add(responses.DELETE, f"{BASE}/contact-lists/cl_gone", json={"error": "contact list not found"}, status=404)
    assert client.delete_contact_list("cl_gone") is None
