import httpx
import pytest
import respx

from app.callcove import CallcoveClient, CallcoveDisabled, CallcoveUnknownUser


@pytest.fixture
def client():
    return CallcoveClient(api_key="test-key", acting_user_id="00u-test")


@respx.mock
async def test_retries_on_502_then_succeeds(client):
    route = respx.get(url__regex=r".*/lists$|.*lists\?limit=100$")
    route.side_effect = [httpx.Response(502, json={}), httpx.Response(200, json={"data": []})]
    assert await client.list_contact_lists() == []


@respx.mock
async def test_503_means_disabled(client):
    respx.post(url__regex=r".*/contacts$").mock(return_value=httpx.Response(503, json={}))
    with pytest.raises(CallcoveDisabled):
        await client.append_contacts("cl_1", ["+15550100"])


@respx.mock
async def test_404_unknown_user(client):
    respx.get(url__regex=r".*/cl_404$").mock(return_value=httpx.Response(404, json={}))
    with pytest.raises(Exception) as exc:
        await client.get_contact_list("cl_404")
    assert not isinstance(exc.value, CallcoveUnknownUser)
