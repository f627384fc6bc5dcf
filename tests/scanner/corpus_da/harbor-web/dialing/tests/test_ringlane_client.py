import pytest
import responses

from dialing.services.ringlane import (
    ContactListNotFound,
    RinglaneClient,
    RinglaneDisabled,
    RinglaneUserNotFound,
)

BASE = "https://api.ringlane.com/api/public/v1"


@pytest.fixture
def client():
    return RinglaneClient(BASE, "test-key", "bot@example.com", timeout=1)


@responses.activate
def test_list_contact_lists(client):
    responses.get(f"{BASE}/contact-lists", json={"data": [{"id": 1, "name": "Q3 renewals"}]})
    assert client.list_contact_lists()["data"][0]["name"] == "Q3 renewals"


@responses.activate
def test_missing_list_raises(client):
    responses.get(f"{BASE}/contact-lists/42", status=404, json={"error": "contact list not found"})
    with pytest.raises(ContactListNotFound):
        client.get_contact_list(42)


@responses.activate
def test_unknown_acting_user(client):
    responses.post(f"{BASE}/contact-lists", status=404, json={"error": "user not found"})
    with pytest.raises(RinglaneUserNotFound) as exc:
        client.create_contact_list("x", "ghost@harborline.co")
    assert exc.value.message == "user not found"


@responses.activate
def test_503_means_disabled(client):
    responses.delete(f"{BASE}/contact-lists/9", status=503, json={"error": "API disabled"})
    with pytest.raises(RinglaneDisabled):
        client.delete_contact_list(9)


@responses.activate
def test_remove_contact_quotes_phone(client):
    responses.delete(f"{BASE}/contact-lists/5/contacts/%2B15550001111", status=204)
    client.remove_contact(5, "+15550001111")


@responses.activate
def test_rename(client):
    responses.patch(f"{BASE}/contact-lists/5", json={"id": 5, "name": "Renamed"})
    assert client.rename_contact_list(5, "Renamed")["name"] == "Renamed"


@responses.activate
def test_502_is_retried(client, monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    url = f"{BASE}/contact-lists/5/contacts"
    responses.post(url, status=502)
    responses.post(url, status=201, json={"added": 2})
    client.append_contacts(5, ["+15550001111", "+15550002222"])
    assert len(responses.calls) == 2
