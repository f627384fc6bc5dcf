import httpx
import pytest
import respx

from integrations.callstride.client import CallstrideClient
from integrations.callstride.errors import (
    CallstrideDisabled,
    CallstrideUnavailable,
    CallstrideUserNotFound,
)
from integrations.callstride.models import Contact

BASE = "https://api.callstride.io/api/public/v1"


@pytest.fixture(autouse=True)
def cs_settings(settings):
    settings.CALLSTRIDE = {
        "BASE_URL": BASE,
        "API_KEY": "cs_9fQ2mLx7Ra81TzKw0pVb3nYc",
        "WEBHOOK_SECRET": "whsec_test",
        "ACTING_USER": "rep@tallyhive.com",
        "TIMEOUT": 2,
    }


@respx.mock
async def test_sends_key_and_acting_user():
    route = respx.get(f"{BASE}/contact-lists").mock(return_value=httpx.Response(200, json={"data": []}))
    async with CallstrideClient() as cs:
        assert await cs.list_contact_lists() == []
    req = route.calls.last.request
    assert "cs_9fQ2mLx7Ra81TzKw0pVb3nYc" in req.headers.values()
    assert "rep@tallyhive.com" in req.headers.values()


@respx.mock
async def test_user_not_found_maps_to_dedicated_error():
    respx.get(f"{BASE}/contact-lists").mock(return_value=httpx.Response(404, json={"error": "user not found"}))
    with pytest.raises(CallstrideUserNotFound):
        async with CallstrideClient() as cs:
            await cs.list_contact_lists()


@respx.mock
async def test_502_is_transient():
    respx.post(f"{BASE}/contact-lists/abc/contacts").mock(return_value=httpx.Response(502, json={"error": "idp down"}))
    with pytest.raises(CallstrideUnavailable):
        async with CallstrideClient() as cs:
            await cs.append_contacts("abc", [Contact(phone="+15550100")])


@respx.mock
async def test_503_means_disabled():
    respx.delete(f"{BASE}/contact-lists/abc").mock(return_value=httpx.Response(503, json={"error": "API disabled"}))
    with pytest.raises(CallstrideDisabled):
        async with CallstrideClient() as cs:
            await cs.delete_contact_list("abc")
