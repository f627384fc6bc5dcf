import responses

from crm_sync.dialer.base import Lead
from crm_sync.dialer.talkrail_errors import TalkrailApiDisabled, TalkrailUserNotFound

from ..conftest import TEST_BASE

LEAD = Lead(phone="+15125550143", first_name="Dana", last_name="Ruiz", sf_id="00Q5e000001")


@responses.activate
def test_create_list_sends_key_and_user(adapter):
    responses.post(f"{TEST_BASE}/contact-lists", json={"id": "cl_1"}, status=201)
    assert adapter.create_list("Spring roofing") == "cl_1"
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"].startswith("tr_")
    assert sent["x-user-email"] == "qa-bot@quillmark-solar.com"


@responses.activate
def test_add_leads_retries_on_502_then_succeeds(adapter):
    url = f"{TEST_BASE}/contact-lists/cl_1/contacts"
    responses.post(url, json={"error": "identity provider unreachable"}, status=502)
    responses.post(url, json={"added": 1}, status=200)
    assert adapter.add_leads("cl_1", [LEAD]) == 1


@responses.activate
def test_user_not_found_is_raised(adapter):
    responses.post(
        f"{TEST_BASE}/contact-lists/cl_9/contacts",
        json={"error": "user not found", "details": []},
        status=404,
    )
    try:
        adapter.add_leads("cl_9", [LEAD])
    except TalkrailUserNotFound:
        pass
    else:
        raise AssertionError("expected TalkrailUserNotFound")


def test_503_name_only_documents_behaviour():
    # see test_api_disabled_returns_zero in the integration suite
    assert TalkrailApiDisabled.__mro__[1].__name__ == "TalkrailError"
