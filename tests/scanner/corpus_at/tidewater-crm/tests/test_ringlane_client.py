import pytest
import responses

from integrations.ringlane.client import RinglaneClient
from integrations.ringlane.errors import RinglaneUnavailable, RinglaneUserNotFound

BASE = "https://ringlane.test/api/public/v1"


@pytest.fixture
def client():
    return RinglaneClient(api_key="k", acting_user="pytest@tidewaterhome.com", base_url=BASE)


@responses.activate
def test_list_contact_lists(client):
    responses.add(responses.GET, f"{BASE}/contact-lists", json=[{"id": 1, "name": "spring"}])
    assert client.list_contact_lists()[0]["name"] == "spring"


@responses.activate
def test_add_contacts_chunks(client):
    responses.add(responses.POST, f"{BASE}/contact-lists/9/contacts", json={"added": 500})
    client.add_contacts(9, [f"+1555000{i:04d}" for i in range(750)])
    assert len(responses.calls) == 2


@responses.activate
def test_user_not_found(client):
    responses.add(
        responses.GET,
        f"{BASE}/contact-lists/3",
        json={"error": "user not found", "details": []},
        status=404,
    )
    with pytest.raises(RinglaneUserNotFound) as excinfo:
        client.get_contact_list(3)
    assert excinfo.value.error == "user not found"


@responses.activate
def test_502_raises_unavailable(client):
    responses.add(responses.DELETE, f"{BASE}/contact-lists/4", json={"error": "upstream"}, status=502)
    with pytest.raises(RinglaneUnavailable):
        client.delete_contact_list(4)
