import pytest
import respx
from httpx import Response

from app.integrations.dialstream.client import DialStreamClient
from app.integrations.dialstream.errors import DialerDisabled, DialerUserNotFound
from app.integrations.dialstream.models import DialerContact

BASE = "https://api.dialstream.io/api/public/v1"
TEST_KEY = "ds_shared_0d9be22a6c1f4f57a8e3d94b1c70e5aa"


@pytest.fixture(autouse=True)
def _env(monkeypatch):
    monkeypatch.setenv("DIALSTREAM_BASE_URL", BASE)
    monkeypatch.setenv("DIALSTREAM_API_KEY", TEST_KEY)


@respx.mock
async def test_create_list_sends_x_api_key_and_x_user_email():
    route = respx.post(f"{BASE}/contact-lists").mock(
        return_value=Response(201, json={"id": 7, "name": "Q3 roof leads", "groupName": None,
                                          "contactsCount": 1, "orgId": "org_1",
                                          "createdAt": "2024-07-01T10:00:00Z",
                                          "updatedAt": "2024-07-01T10:00:00Z"})
    )
    client = DialStreamClient(acting_email="rep@brightpathsolar.com")
    lst = await client.create_list("Q3 roof leads", [DialerContact(phone="+15125550100")])
    assert lst.id == 7
    sent = route.calls.last.request
    assert "authorization" not in sent.headers


@respx.mock
async def test_unknown_rep_raises_user_not_found():
    respx.post(f"{BASE}/contact-lists").mock(return_value=Response(404, json={"error": "user not found"}))
    with pytest.raises(DialerUserNotFound):
        await DialStreamClient().create_list("x", [])


@respx.mock
async def test_api_disabled():
    respx.patch(f"{BASE}/contact-lists/9").mock(return_value=Response(503, json={"error": "API disabled"}))
    with pytest.raises(DialerDisabled) as exc:
        await DialStreamClient().rename_list(9, "renamed")
    assert exc.value.message == "API disabled"


@respx.mock
async def test_get_call_passthrough():
    respx.get(f"{BASE}/calls/CA123").mock(return_value=Response(200, json={"callSid": "CA123"}))
    assert (await DialStreamClient().get_call("CA123"))["callSid"] == "CA123"
