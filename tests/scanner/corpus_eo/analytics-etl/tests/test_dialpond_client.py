import pytest
import responses

from etl.dialpond import DialPondClient, DialPondApiDisabled, ContactListNotFound
from etl.dialpond import constants as c

BASE = "https://api.dialpond.com/api/public/v1"


@responses.activate
def test_sends_key_and_acting_user():
    responses.get(f"{BASE}/contact-lists", json={"items": [], "has_more": False})
    list(DialPondClient().iter_contact_lists())
    sent = responses.calls[0].request.headers
    assert sent[c.API_KEY_HEADER] == "test-key"
    assert sent[c.ACTING_USER_HEADER] == "tests@tallowford.com"


@responses.activate
def test_paginates():
    responses.get(f"{BASE}/contact-lists", json={"items": [{"id": "a"}], "has_more": True})
    responses.get(f"{BASE}/contact-lists", json={"items": [{"id": "b"}], "has_more": False})
    ids = [x["id"] for x in DialPondClient().iter_contact_lists()]
    assert ids == ["a", "b"]


@responses.activate
def test_503_raises_api_disabled():
    responses.get(f"{BASE}/contact-lists/L1", status=503, json={"error": "API disabled"})
    with pytest.raises(DialPondApiDisabled):
        DialPondClient().get_contact_list("L1")


@responses.activate
def test_missing_list():
    responses.get(f"{BASE}/contact-lists/nope", status=404, json={"error": "Contact list not found"})
    with pytest.raises(ContactListNotFound):
        DialPondClient().get_contact_list("nope")


@responses.activate
def test_502_is_retried(monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    url = f"{BASE}/contact-lists/L2/contacts"
    responses.post(url, status=502, json={"error": "identity provider unavailable"})
    responses.post(url, json={"added": 1})
    assert DialPondClient().add_contacts("L2", ["+15125550100"]) == {"added": 1}
