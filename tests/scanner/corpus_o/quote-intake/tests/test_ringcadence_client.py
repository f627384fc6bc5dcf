import httpx
import pytest
import respx

from app.integrations.ringcadence.client import RingCadenceClient
from app.integrations.ringcadence.errors import RingCadenceDisabled, RingCadenceUserNotFound

BASE = "https://api.ringcadence.com/api/public/v1"


@pytest.fixture
def client():
    http = httpx.AsyncClient(base_url=BASE, headers={"x-api-key": "test-key"})
    return RingCadenceClient(http=http)


@respx.mock
async def test_add_contacts_sends_acting_user(client):
    route = respx.post(f"{BASE}/contact-lists/cl_7/contacts").respond(201, json={"added": 1})
    await client.add_contacts("cl_7", ["+15555550123"], acting_user_id="00u1abcd")
    assert route.calls.last.request.headers["x-user-id"] == "00u1abcd"


@respx.mock
async def test_user_not_found_maps_to_specific_error(client):
    respx.post(f"{BASE}/contact-lists").respond(404, json={"error": "user not found"})
    with pytest.raises(RingCadenceUserNotFound):
        await client.create_contact_list("Q3 renewals", acting_user_id="00u_missing")


@respx.mock
async def test_503_is_disabled_not_retried(client):
    route = respx.delete(f"{BASE}/contact-lists/cl_9").respond(503, json={"error": "API disabled on the server"})
    with pytest.raises(RingCadenceDisabled):
        await client.delete_contact_list("cl_9", acting_user_id="00u1abcd")
    assert route.call_count == 1


@respx.mock
async def test_retries_on_502_then_succeeds(client):
    route = respx.post(f"{BASE}/contact-lists/cl_7/contacts").mock(
        side_effect=[httpx.Response(502, json={"error": "identity provider unreachable"}), httpx.Response(201, json={})]
    )
    await client.add_contacts("cl_7", ["+15555550123"], acting_user_id="00u1abcd")
    assert route.call_count == 2
