import pytest
import responses
from django.test import override_settings

from integrations.dialwise import (
    ContactListNotFound,
    DialwiseDisabled,
    DialwiseClient,
    DialwiseIdentityProviderDown,
    DialwiseUserNotFound,
)

DW = "https://api.dialwise.test/api/public/v1"


@pytest.fixture
def client():
    with override_settings(DIALWISE={"HOST": "https://api.dialwise.test", "API_KEY": "k", "ACTING_USER": "qa@x.io", "TIMEOUT": 1}):
        yield DialwiseClient()


@responses.activate
def test_create_contact_list(client):
    responses.post(f"{DW}/contact-lists", json={"id": "cl_123", "name": "Q4"}, status=201)
    assert client.create_contact_list("Q4")["id"] == "cl_123"


@responses.activate
def test_404_user_not_found_maps_to_exception(client):
    responses.get(f"{DW}/contact-lists", json={"error": "user not found", "details": []}, status=404)
    with pytest.raises(DialwiseUserNotFound):
        client.list_contact_lists()


@responses.activate
def test_missing_list(client):
    responses.get(f"{DW}/contact-lists/cl_gone", json={"error": "contact list not found"}, status=404)
    with pytest.raises(ContactListNotFound):
        client.get_contact_list("cl_gone")


@responses.activate
def test_502_is_retried_then_raised(client, monkeypatch):
    monkeypatch.setattr("time.sleep", lambda _s: None)
    responses.post(f"{DW}/contact-lists/cl_1/contacts", json={"error": "identity provider unreachable"}, status=502)
    with pytest.raises(DialwiseIdentityProviderDown):
        client.append_contacts("cl_1", ["+14155550101"])
    assert len(responses.calls) == 4


@responses.activate
def test_503_disabled_not_retried(client):
    responses.delete(f"{DW}/contact-lists/cl_1/contacts/%2B14155550101", json={"error": "API disabled on the server"}, status=503)
    with pytest.raises(DialwiseDisabled):
        client.remove_contact("cl_1", "+14155550101")
    assert len(responses.calls) == 1
