import httpx
import pytest
import respx

from app.dialcrest import DialcrestClient
from app.dialcrest.errors import DialcrestError

BASE = "https://api.dialcrest.com/api/public/v2"


@respx.mock
async def test_find_user_returns_none_on_404_user_not_found():
    respx.get(f"{BASE}/users").mock(
        return_value=httpx.Response(404, json={"error": {"code": "user_not_found", "message": "No such user"}})
    )
    assert await DialcrestClient().find_user("ghost@tidewater.test") is None


@respx.mock
async def test_start_call_raises_on_503():
    respx.post(f"{BASE}/calls").mock(
        return_value=httpx.Response(503, json={"error": {"code": "unavailable", "message": "try later"}})
    )
    with pytest.raises(DialcrestError) as exc:
        await DialcrestClient().start_call("usr_123", "+15555550100")
    assert exc.value.code == "unavailable"
