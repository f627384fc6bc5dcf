import pytest
import responses

from marketing.postlark import Postlark, PostlarkError

BASE = "https://api.postlark.com/v1"


@responses.activate
def test_unsubscribe_missing_list():
    responses.add(
        responses.DELETE,
        f"{BASE}/contact-lists/news/contacts/a@example.com",
        json={"error": "contact list not found"},
        status=404,
    )
    with pytest.raises(PostlarkError, match="deleted in Postlark"):
        Postlark(api_key="pl-test", base_url=BASE).unsubscribe("news", "a@example.com")


@responses.activate
def test_upsert_sends_key():
    responses.add(responses.POST, f"{BASE}/contact-lists/news/contacts", json={"ok": True})
    Postlark(api_key="pl-test", base_url=BASE).upsert_subscriber("news", "b@example.com")
    assert responses.calls[0].request.headers["x-api-key"] == "pl-test"
