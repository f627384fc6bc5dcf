import pytest
import responses

from crmsync.dialwise import DialwiseApiDisabled, DialwiseClient, DialwiseIdpUnavailable

LISTS_URL = "https://api.dialwise.io/api/public/v1/contact-lists"


@responses.activate
def test_list_contact_lists_sends_key_and_user():
    responses.get(LISTS_URL, json={"data": [{"id": "cl_1", "name": "West"}]})
    lists = DialwiseClient().list_contact_lists()
    assert lists[0]["id"] == "cl_1"
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"] == "test-key"
    assert sent["x-user-email"] == "tester@northpeaksolar.com"


@responses.activate
def test_503_raises_api_disabled():
    responses.post(LISTS_URL, status=503, json={})
    with pytest.raises(DialwiseApiDisabled):
        DialwiseClient().create_contact_list("West", "CA")


@responses.activate
def test_502_is_surfaced_after_retries():
    responses.delete(LISTS_URL + "/cl_9", status=502, json={})
    with pytest.raises(DialwiseIdpUnavailable):
        DialwiseClient().delete_contact_list("cl_9")
