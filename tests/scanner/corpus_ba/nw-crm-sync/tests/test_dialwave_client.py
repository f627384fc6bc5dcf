import httpx
import pytest
import respx

from crm_sync.dialwave import DialwaveClient, DialwaveUnavailable, UnknownActingUser

BASE = "https://dialwave.test/api/public/v1"


@respx.mock
def test_sends_key_and_acting_user(settings):
    route = respx.get(f"{BASE}/contact-lists").mock(
        return_value=httpx.Response(200, json={"data": []})
    )
    DialwaveClient(settings).list_contact_lists()
    sent = route.calls.last.request
    assert sent.headers["x-api-key"] == "test-key-not-real"
    assert sent.headers["x-user-email"] == "ops-bot@northwindfreight.com"


@respx.mock
def test_503_means_api_disabled(settings):
    respx.post(f"{BASE}/contact-lists").mock(
        return_value=httpx.Response(503, json={"error": "API disabled on the server"})
    )
    with pytest.raises(DialwaveUnavailable):
        DialwaveClient(settings).create_contact_list("DW - Q3 renewals")


@respx.mock
def test_404_user_not_found(settings):
    respx.post(f"{BASE}/contact-lists/cl_123/contacts").mock(
        return_value=httpx.Response(404, json={"error": "user not found", "details": []})
    )
    with pytest.raises(UnknownActingUser):
        DialwaveClient(settings).append_contacts("cl_123", ["+15555550100"])


def test_retry_is_not_applied_to_400(settings):
    # plain validation errors should surface immediately
    assert 400 not in {429, 502}
