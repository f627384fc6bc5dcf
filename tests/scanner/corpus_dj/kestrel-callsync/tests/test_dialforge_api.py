import pytest
import responses

from callsync.dialforge_api import Dialforge, DialforgeError, is_unknown_user, with_idp_retry

BASE = "https://api.dialforge.com/api/public/v1"


@responses.activate
def test_unknown_user_is_detected():
    responses.add(responses.GET, f"{BASE}/calls", status=404, json={"error": "user not found"})
    with pytest.raises(DialforgeError) as exc:
        Dialforge("nobody@kestrelfreight.com", api_key="test").calls("2024-01-01")
    assert is_unknown_user(exc.value)


@responses.activate
def test_add_contacts_posts_phones():
    responses.add(responses.POST, f"{BASE}/contact-lists/3301/contacts", json={"added": 2})
    out = Dialforge("bot@kestrelfreight.com", api_key="test").add_contacts(3301, ["+1612", "+1651"])
    assert out == {"added": 2}


@responses.activate
def test_retry_gives_up_after_three_502s(monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    responses.add(responses.GET, f"{BASE}/calls", status=502, json={"error": "identity provider unreachable"})
    with pytest.raises(DialforgeError):
        with_idp_retry(Dialforge("x@kestrelfreight.com", api_key="test").calls, "2024-01-01")
