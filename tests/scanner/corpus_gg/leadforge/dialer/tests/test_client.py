import pytest
import responses
from responses import matchers

from dialer.services.client import DialwaveClient
from dialer.services.errors import (
    DialwaveDisabledError,
    DialwaveListNotFound,
    DialwaveTransientError,
    DialwaveUserNotFound,
)


@pytest.fixture
def client(settings):
    settings.DIALWAVE_MAX_RETRIES = 0
    return DialwaveClient(acting_user="dana@northwindsolar.com")


def test_list_contact_lists_sends_auth_headers(mocked, client, dialwave_base):
    mocked.add(
        responses.GET,
        f"{dialwave_base}/contact-lists",
        json={"data": [{"id": "cl_1", "name": "Austin"}], "has_more": False},
        match=[matchers.header_matcher({"x-api-key": "test-key", "X-User-Email": "dana@northwindsolar.com"})],
    )
    assert client.list_contact_lists()["data"][0]["id"] == "cl_1"


def test_append_contacts(mocked, client, dialwave_base):
    mocked.add(responses.POST, f"{dialwave_base}/contact-lists/cl_1/contacts", json={"added": 1})
    assert client.append_contacts("cl_1", [{"phone": "+15125550100"}]) == {"added": 1}


def test_remove_contact_quotes_phone(mocked, client, dialwave_base):
    mocked.add(responses.DELETE, f"{dialwave_base}/contact-lists/cl_1/contacts/%2B15125550100", status=204)
    assert client.remove_contact("cl_1", "+15125550100") is None


def test_404_user_not_found(mocked, client, dialwave_base):
    mocked.add(responses.GET, f"{dialwave_base}/contact-lists/cl_9", status=404, json={"error": "user not found"})
    with pytest.raises(DialwaveUserNotFound) as ei:
        client.get_contact_list("cl_9")
    assert ei.value.message == "user not found"


def test_404_list_not_found(mocked, client, dialwave_base):
    mocked.add(
        responses.GET,
        f"{dialwave_base}/contact-lists/cl_404",
        status=404,
        json={"error": "contact list not found"},
    )
    with pytest.raises(DialwaveListNotFound):
        client.get_contact_list("cl_404")


def test_502_is_transient(mocked, client, dialwave_base):
    mocked.add(responses.PATCH, f"{dialwave_base}/contact-lists/cl_1", status=502, json={"error": "idp timeout"})
    with pytest.raises(DialwaveTransientError):
        client.rename_contact_list("cl_1", "x")


def test_503_means_disabled(mocked, client):
    mocked.add(
        responses.POST,
        client.base_url + "/contact-lists",
        status=503,
        json={"error": "API disabled on the server"},
    )
    with pytest.raises(DialwaveDisabledError):
        client.create_contact_list("new")


def test_validation_details_exposed(mocked, client, dialwave_base):
    mocked.add(
        responses.POST,
        f"{dialwave_base}/contact-lists",
        status=400,
        json={"error": "invalid request", "details": [{"path": "name", "message": "required"}]},
    )
    with pytest.raises(Exception) as ei:
        client.create_contact_list("")
    assert ei.value.field_errors == {"name": "required"}
