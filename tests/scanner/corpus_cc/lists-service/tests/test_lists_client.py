import httpx
import pytest
import respx

from app.ringvale.client import RingvaleAPIError, RingvaleListsClient
from app.settings import Settings

BASE_URL = "https://api.ringvale.test/api/public/v1"


@pytest.fixture
def client():
    settings = Settings(ringvale_host="https://api.ringvale.test", ringvale_api_key="k")
    return RingvaleListsClient(settings, httpx.AsyncClient(base_url=BASE_URL))


@respx.mock
async def test_list_contact_lists_passes_identity(client):
    route = respx.get(f"{BASE_URL}/contact-lists").mock(return_value=httpx.Response(200, json=[]))
    assert await client.list_contact_lists("auth0|abc123") == []
    assert route.calls.last.request.headers["x-user-id"] == "auth0|abc123"


@respx.mock
async def test_append_contacts_error_is_surfaced(client):
    respx.post(f"{BASE_URL}/contact-lists/7/contacts").mock(
        return_value=httpx.Response(400, json={"error": "validation failed", "details": [{"path": "contacts[0].phone", "message": "invalid"}]})
    )
    with pytest.raises(RingvaleAPIError) as info:
        await client.append_contacts("auth0|abc123", 7, [])
    assert info.value.details[0].path == "contacts[0].phone"
