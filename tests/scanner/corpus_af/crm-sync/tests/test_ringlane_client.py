import pytest
import responses

from integrations.ringlane import RinglaneClient
from integrations.ringlane.errors import RinglaneDisabled, RinglaneUserNotFound

BASE = "https://api.ringlane.com/api/public/v1"


@pytest.fixture
def client(settings):
    settings.RINGLANE_HOST = "https://api.ringlane.com"
    settings.RINGLANE_API_KEY = "rl_T7mQx2VbN9cPz4KwLs8dHa3F"
    return RinglaneClient("agent@harborline.io")


@responses.activate
def test_list_contact_lists_sends_key(client):
    responses.get(f"{BASE}/contact-lists", json=[{"id": 1, "name": "Q3 renewals"}])
    assert client.list_contact_lists()[0]["name"] == "Q3 renewals"
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"].startswith("rl_")


@responses.activate
def test_404_user_not_found(client):
    responses.get(f"{BASE}/contact-lists/9", status=404, json={"error": "user not found"})
    with pytest.raises(RinglaneUserNotFound):
        client.get_contact_list(9)


@responses.activate
def test_503_disabled(client):
    responses.post(f"{BASE}/contact-lists/9/contacts", status=503, json={"error": "API disabled"})
    with pytest.raises(RinglaneDisabled):
        client.add_contacts(9, ["555-010-2000"])
