import responses

from crm_sync.callspring.client import CallspringClient
from crm_sync.callspring.errors import CallspringDisabled, CallspringUnavailable

BASE = "https://cs.example.test"


def client():
    return CallspringClient(base_url=BASE, api_key="test-key", acting_user="qa@northbeam.co")


@responses.activate
def test_retries_on_502_then_succeeds(monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    url = BASE + "/contact-lists"
    responses.add(responses.GET, url, status=502, json={})
    responses.add(responses.GET, url, status=200, json={"data": [{"id": 1, "name": "Q3 MQLs"}]})
    assert client().list_contact_lists()[0]["name"] == "Q3 MQLs"


@responses.activate
def test_503_raises_disabled():
    responses.add(responses.POST, BASE + "/contact-lists/7/contacts", status=503, json={})
    try:
        client().append_contacts(7, ["+14155550100"])
    except CallspringDisabled:
        pass
    else:
        raise AssertionError("expected CallspringDisabled")


@responses.activate
def test_gives_up_after_four_attempts(monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    for _ in range(4):
        responses.add(responses.GET, BASE + "/contact-lists", status=429, json={})
    try:
        client().list_contact_lists()
    except CallspringUnavailable:
        pass
