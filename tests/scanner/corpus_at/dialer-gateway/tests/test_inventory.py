import httpx
import pytest
import respx
from pydantic import SecretStr

from app.clients.inventory import InventoryClient, InventoryError
from app.settings import InventorySettings

INV = "http://inventory.svc.cluster.local/v1"


@pytest.fixture
def inv():
    return InventoryClient(InventorySettings(base_url=INV, api_key=SecretStr("inv-key")), acting_user_id="u-123")


@respx.mock
async def test_parts_for_job(inv):
    route = respx.get(f"{INV}/jobs/J1/parts").mock(return_value=httpx.Response(200, json={"parts": [{"sku": "A"}]}))
    assert await inv.parts_for_job("J1") == [{"sku": "A"}]
    assert route.calls.last.request.headers["x-api-key"] == "inv-key"
    assert route.calls.last.request.headers["x-user-id"] == "u-123"


@respx.mock
async def test_502_is_unavailable(inv):
    respx.get(f"{INV}/jobs/J2/parts").mock(return_value=httpx.Response(502))
    with pytest.raises(InventoryError):
        await inv.parts_for_job("J2")
