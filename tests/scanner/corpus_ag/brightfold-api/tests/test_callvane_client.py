import httpx
import pytest
import respx

from app.integrations.callvane.client import CallvaneClient
from app.integrations.callvane.errors import CallvaneIdpUnavailable, CallvaneUserNotFound

LISTS_URL = "https://api.callvane.com/api/public/v1/contact-lists"


@pytest.fixture(autouse=True)
def _env(monkeypatch):
    monkeypatch.setenv("DATABASE_URL", "sqlite://")
    monkeypatch.setenv("CALLVANE_API_KEY", "test-key")


@respx.mock
async def test_list_contact_lists_sends_acting_user():
    route = respx.get(LISTS_URL).mock(return_value=httpx.Response(200, json={"items": []}))
    client = CallvaneClient(acting_user_email="ana@brightfold.app")
    await client.list_contact_lists()
    sent = route.calls.last.request
    assert sent.headers["x-user-email"] == "ana@brightfold.app"
    assert sent.headers["x-api-key"] == "test-key"


@respx.mock
async def test_unknown_rep_raises_user_not_found():
    respx.get(LISTS_URL).mock(return_value=httpx.Response(404, json={"error": "user not found"}))
    client = CallvaneClient(acting_user_email="ghost@brightfold.app")
    with pytest.raises(CallvaneUserNotFound):
        await client.list_contact_lists()


@respx.mock
async def test_retries_on_502_then_gives_up():
    route = respx.get(LISTS_URL).mock(return_value=httpx.Response(502, json={"error": "idp timeout"}))
    client = CallvaneClient(acting_user_email="ana@brightfold.app")
    with pytest.raises(CallvaneIdpUnavailable):
        await client.list_contact_lists()
    assert route.call_count == 4
