import pytest
import responses

from kestrel_crm.ringlane import RinglaneClient, RinglaneUserNotFound
from kestrel_crm.ringlane.errors import RinglaneDisabled

BASE = "https://api.ringlane.com/api/public/v1"


@pytest.fixture
def client(monkeypatch):
    monkeypatch.delenv("RINGLANE_BASE_URL", raising=False)
    return RinglaneClient(api_key="test-key", acting_user="agent@kestrelhome.com")


@responses.activate
def test_sends_auth_headers(client):
    responses.add(responses.GET, f"{BASE}/contact-lists", json={"data": []})
    client.list_contact_lists()
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"] == "test-key"
    assert sent["x-user-email"] == "agent@kestrelhome.com"


@responses.activate
def test_404_user_not_found_raises(client):
    responses.add(
        responses.POST,
        f"{BASE}/contact-lists",
        json={"error": "user not found", "details": []},
        status=404,
    )
    with pytest.raises(RinglaneUserNotFound):
        client.create_contact_list("Spring renewals")


@responses.activate
def test_503_means_disabled(client):
    responses.add(responses.GET, f"{BASE}/contact-lists/abc", json={"error": "API disabled on the server"}, status=503)
    with pytest.raises(RinglaneDisabled):
        client.get_contact_list("abc")
