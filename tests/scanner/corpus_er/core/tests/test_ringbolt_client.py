import pytest
from responses import matchers

from services.ringbolt import RingboltUnavailable, RingboltUserNotFound, get_client
from services.ringbolt.errors import RingboltListNotFound


@pytest.fixture(autouse=True)
def no_sleep(monkeypatch):
    monkeypatch.setattr("services.ringbolt.client.time.sleep", lambda _s: None)


def test_lists_sends_key_and_acting_user(mocked_responses, ringbolt_base):
    mocked_responses.get(
        f"{ringbolt_base}/contact-lists",
        json={"data": [{"id": "cl_1", "name": "Demo booked"}]},
        match=[matchers.header_matcher({"Accept": "application/json"})],
    )
    assert get_client("rep@ferncastle.com").list_contact_lists()[0]["id"] == "cl_1"


def test_add_phones_posts_contacts(mocked_responses, ringbolt_base):
    mocked_responses.post(f"{ringbolt_base}/contact-lists/cl_9/contacts", json={"added": 2})
    assert get_client().add_phones("cl_9", ["+14155550100", "+14155550101"]) == {"added": 2}


def test_remove_phone_url_encodes(mocked_responses):
    mocked_responses.delete(
        "https://api.ringbolt.test/api/public/v1/contact-lists/cl_9/contacts/%2B14155550100",
        status=204,
    )
    get_client().remove_phone("cl_9", "+14155550100")


def test_404_user_not_found_maps_to_specific_error(mocked_responses, ringbolt_base):
    mocked_responses.get(f"{ringbolt_base}/calls", status=404, json={})
    with pytest.raises((RingboltUserNotFound, RingboltListNotFound)):
        get_client("ghost@ferncastle.com").recent_calls("2024-01-01T00:00:00Z")


def test_503_is_unavailable(mocked_responses, ringbolt_base):
    mocked_responses.get(f"{ringbolt_base}/calls", status=503, json={})
    with pytest.raises(RingboltUnavailable):
        get_client().recent_calls("2024-01-01T00:00:00Z")
