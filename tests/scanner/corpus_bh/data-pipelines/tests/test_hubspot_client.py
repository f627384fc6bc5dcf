import responses

from pipelines.hubspot import client as hubspot


@responses.activate
def test_contact_lists_retries_on_502(monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    url = "https://api.hubapi.com/contacts/v1/lists"
    responses.get(url, status=502)
    responses.get(url, json={"lists": [{"listId": 7}], "has-more": False})
    assert hubspot.contact_lists()["lists"][0]["listId"] == 7


@responses.activate
def test_404_returns_none():
    responses.get("https://api.hubapi.com/contacts/v1/lists/99/contacts/all", status=404, json={"message": "not found"})
    assert hubspot.list_contacts(99) is None
