import pytest
import responses
from responses import matchers

from dialer.ringvale import RingvaleClient, RingvaleDisabled, RingvaleUserNotFound

BASE = "https://api.ringvale.test/api/public/v1"


@pytest.fixture(autouse=True)
def ringvale_settings(settings):
    settings.RINGVALE = {
        "BASE_URL": BASE,
        "API_KEY": "test-key",
        "WEBHOOK_SECRET": "whsec",
        "TIMEOUT": 1,
    }


@responses.activate
def test_list_contact_lists_sends_key_and_user():
    responses.add(responses.GET, f"{BASE}/contact-lists", json={"data": []})
    RingvaleClient("rep@tallowbrook.com").list_contact_lists()
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"] == "test-key"
    assert sent["X-User-Email"] == "rep@tallowbrook.com"


@responses.activate
def test_append_contacts_posts_phones():
    responses.add(
        responses.POST,
        f"{BASE}/contact-lists/42/contacts",
        match=[matchers.json_params_matcher({"contacts": [{"phone": "+15551230000"}]})],
        json={"added": 1},
    )
    assert RingvaleClient("rep@tallowbrook.com").append_contacts(42, ["+15551230000"]) == {"added": 1}


@responses.activate
def test_404_user_not_found_raises():
    responses.add(
        responses.GET,
        f"{BASE}/contact-lists/7",
        status=404,
        json={"error": "user not found", "details": []},
    )
    with pytest.raises(RingvaleUserNotFound):
        RingvaleClient("ghost@tallowbrook.com").get_contact_list(7)


@responses.activate
def test_503_maps_to_disabled(monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    responses.add(responses.DELETE, f"{BASE}/contact-lists/7/contacts/+15550001111", status=503)
    with pytest.raises(RingvaleDisabled):
        RingvaleClient("rep@tallowbrook.com").remove_contact(7, "+15550001111")
