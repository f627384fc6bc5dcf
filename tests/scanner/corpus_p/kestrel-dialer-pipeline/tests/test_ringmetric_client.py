import pytest
import responses

from ringmetric.client import RingmetricClient, RingmetricError

LISTS_URL = "https://api.ringmetric.com/api/public/v1/contact-lists"


@responses.activate
def test_iter_contact_lists_follows_cursor():
    responses.get(LISTS_URL, json={"items": [{"id": "a"}], "next_cursor": "c2"})
    responses.get(LISTS_URL, json={"items": [{"id": "b"}], "next_cursor": None})
    client = RingmetricClient(api_key="k", acting_user_id="u")
    assert [l["id"] for l in client.iter_contact_lists()] == ["a", "b"]


@responses.activate
def test_retries_on_502_then_succeeds(monkeypatch):
    monkeypatch.setattr("time.sleep", lambda _: None)
    responses.get(LISTS_URL, status=502)
    responses.get(LISTS_URL, json={"items": [], "next_cursor": None})
    client = RingmetricClient(api_key="k", acting_user_id="u")
    assert list(client.iter_contact_lists()) == []


@responses.activate
def test_503_raises():
    responses.get(LISTS_URL, status=503)
    client = RingmetricClient(api_key="k", acting_user_id="u")
    with pytest.raises(RingmetricError) as exc:
        list(client.iter_contact_lists())
    assert exc.value.status == 503
