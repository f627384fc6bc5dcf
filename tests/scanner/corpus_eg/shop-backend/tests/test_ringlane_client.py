import pytest
import responses

from crm.services.ringlane import (
    RinglaneApiDisabled,
    RinglaneContactListNotFound,
    RinglaneIdentityProviderDown,
    RinglaneUserNotFound,
)
from crm.services.ringlane.client import RinglaneClient
from crm.services.ringlane.constants import USER_EMAIL_HEADER
from tests.conftest import RINGLANE_TEST_BASE

LISTS_URL = f"{RINGLANE_TEST_BASE}/contact-lists"


@pytest.fixture
def client():
    return RinglaneClient()


def test_list_contact_lists_sends_acting_email(mocked, client):
    mocked.add(responses.GET, LISTS_URL, json={"items": [], "total": 0})
    client.list_contact_lists(acting_email="rep@brindlewood.shop")
    sent = mocked.calls[0].request
    assert sent.headers[USER_EMAIL_HEADER] == "rep@brindlewood.shop"


def test_add_contacts_batches(mocked, client):
    mocked.add(responses.POST, f"{RINGLANE_TEST_BASE}/contact-lists/42/contacts", json={"added": 500})
    phones = [f"+4477009{n:05d}" for n in range(1000)]
    assert client.add_contacts(42, phones) == 1000
    assert len(mocked.calls) == 2


def test_remove_contact_quotes_phone(mocked, client):
    mocked.add(responses.DELETE, f"{RINGLANE_TEST_BASE}/contact-lists/42/contacts/%2B447700900123", status=204)
    client.remove_contact(42, "+447700900123")


def test_user_not_found_maps_to_exception(mocked, client):
    mocked.add(responses.GET, LISTS_URL, json={"error": "user not found"}, status=404)
    with pytest.raises(RinglaneUserNotFound):
        client.list_contact_lists(acting_email="gone@brindlewood.shop")


def test_unknown_list(mocked, client):
    mocked.add(responses.GET, f"{RINGLANE_TEST_BASE}/contact-lists/999", json={"error": "contact list not found"}, status=404)
    with pytest.raises(RinglaneContactListNotFound):
        client.get_contact_list(999)


def test_post_retried_on_502(mocked, client, monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    url = f"{RINGLANE_TEST_BASE}/contact-lists"
    mocked.add(responses.POST, url, json={"error": "identity provider unreachable"}, status=502)
    mocked.add(responses.POST, url, json={"id": "cl_1"}, status=201)
    assert client.create_contact_list("VIP")["id"] == "cl_1"


def test_502_gives_up_after_retries(mocked, client, monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    mocked.add(responses.POST, LISTS_URL, json={"error": "identity provider unreachable"}, status=502)
    with pytest.raises(RinglaneIdentityProviderDown):
        client.create_contact_list("VIP")


def test_503_is_api_disabled(mocked, client):
    mocked.add(responses.GET, LISTS_URL, json={"error": "API disabled on the server"}, status=503)
    with pytest.raises(RinglaneApiDisabled):
        client.list_contact_lists()


def test_validation_details_kept(mocked, client):
    mocked.add(
        responses.POST,
        LISTS_URL,
        json={"error": "validation failed", "details": [{"path": "name", "message": "required"}]},
        status=400,
    )
    with pytest.raises(Exception) as exc_info:
        client.create_contact_list("")
    assert exc_info.value.details[0]["path"] == "name"
