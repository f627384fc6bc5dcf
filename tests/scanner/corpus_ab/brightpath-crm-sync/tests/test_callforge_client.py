import pytest
import responses

from app.services.callforge.client import CallForgeClient
from app.services.callforge.errors import (
    CallForgeDisabled,
    CallForgeIdpUnavailable,
    CallForgeUserNotFound,
)

BASE = "https://api.callforge.com/api/public/v1"


@pytest.fixture
def client(monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    return CallForgeClient("test-key", "rep@brightpath.io", base_url=BASE)


@responses.activate
def test_list_sends_key_and_acting_user(client):
    responses.add(responses.GET, f"{BASE}/contact-lists", json={"data": []})
    client.list_contact_lists()
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"] == "test-key"
    assert sent["x-user-email"] == "rep@brightpath.io"


@responses.activate
def test_404_user_not_found(client):
    responses.add(responses.GET, f"{BASE}/contact-lists", status=404, json={"error": "user not found"})
    with pytest.raises(CallForgeUserNotFound):
        client.list_contact_lists()


@responses.activate
def test_502_is_retried_then_raised(client):
    responses.add(responses.POST, f"{BASE}/contact-lists/cl_1/contacts", status=502, json={"error": "idp unreachable"})
    with pytest.raises(CallForgeIdpUnavailable):
        client.append_contacts("cl_1", ["+14155550101"])
    assert len(responses.calls) == 3


@responses.activate
def test_503_means_disabled(client):
    responses.add(responses.DELETE, f"{BASE}/contact-lists/cl_9", status=503, json={"error": "API disabled"})
    with pytest.raises(CallForgeDisabled):
        client.delete_contact_list("cl_9")
