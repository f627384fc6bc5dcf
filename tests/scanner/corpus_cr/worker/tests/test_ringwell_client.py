import httpx
import pytest
import respx

from tallyho_worker.ringwell import RingwellClient, RingwellTransient
from tallyho_worker.ringwell.errors import RingwellUserMissing

BASE = "https://api.ringwell.io/api/public/v1"


@pytest.fixture
def client():
    return RingwellClient(api_key="rw_Lx93KdPq0vWzT5mYc2HnA8fRj4", base_url=BASE)


@respx.mock
def test_lists_sends_user_header(client):
    route = respx.get(f"{BASE}/contact-lists").mock(return_value=httpx.Response(200, json={"data": []}))
    assert client.lists("auth0|abc") == []
    assert route.calls[0].request.headers["x-user-id"] == "auth0|abc"


@respx.mock
def test_user_not_found(client):
    respx.get(f"{BASE}/contact-lists").mock(return_value=httpx.Response(404, json={"error": "user not found"}))
    with pytest.raises(RingwellUserMissing):
        client.lists("auth0|gone")


@respx.mock
def test_502_is_transient(client):
    respx.get(f"{BASE}/contact-lists/cl_9").mock(return_value=httpx.Response(502, json={"error": "idp unreachable"}))
    with pytest.raises(RingwellTransient):
        client.get_list("auth0|abc", "cl_9")
