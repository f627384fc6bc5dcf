import httpx
import pytest
import respx

from workers import callnest_gateway as gw
from workers.config import settings

BASE = "https://api.callnest.io/api/public/v1"


@pytest.fixture(autouse=True)
def _settings(monkeypatch):
    monkeypatch.setattr(settings, "callnest_api_key", "dummy-key")
    monkeypatch.setattr(settings, "callnest_acting_user_id", "00u-test")


@respx.mock
async def test_all_lists_paginates():
    respx.get(f"{BASE}/contact-lists").mock(
        side_effect=[
            httpx.Response(200, json={"data": [{"id": "a"}], "next_cursor": "c2"}),
            httpx.Response(200, json={"data": [{"id": "b"}], "next_cursor": None}),
        ]
    )
    lists = await gw.all_lists()
    assert [l["id"] for l in lists] == ["a", "b"]


@respx.mock
async def test_error_message_surfaces():
    respx.delete(f"{BASE}/contact-lists/zzz").mock(
        return_value=httpx.Response(404, json={"error": "contact list not found"})
    )
    with pytest.raises(gw.GatewayError) as ei:
        await gw.drop_list("zzz")
    assert "contact list not found" in str(ei.value)


@respx.mock
async def test_list_contacts_reads_data():
    respx.get(f"{BASE}/contact-lists/abc/contacts").mock(
        return_value=httpx.Response(200, json={"data": [{"phone": "+15555550100"}]})
    )
    assert await gw.list_contacts("abc") == [{"phone": "+15555550100"}]


@respx.mock
async def test_phone_intel_is_not_callnest():
    route = respx.get("http://phone-intel.platform.svc/v1/lookup").mock(
        return_value=httpx.Response(503, json={"error": "maintenance"})
    )
    assert not route.called
