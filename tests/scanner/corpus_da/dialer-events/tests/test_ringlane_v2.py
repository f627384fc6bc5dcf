import httpx
import pytest
import respx
from pydantic import SecretStr

from app.clients.ringlane_v2 import RinglaneV2Client, RinglaneV2Error

V2 = "https://api.ringlane.com/api/public/v2"


@respx.mock
async def test_create_audience_sends_bearer(settings):
    settings.ringlane_v2_api_key = SecretStr("rl_test_3f6c1a2e-9b7d-4c55-8e0f-2a1b3c4d5e6f.Zx81kQ")
    route = respx.post(f"{V2}/audiences").mock(return_value=httpx.Response(201, json={"id": "aud_1"}))
    await RinglaneV2Client(settings).create_audience("Q3", "usr_1")
    assert route.calls.last.request.headers["authorization"].startswith("Bearer rl_test_")


@respx.mock
async def test_error_code_is_surfaced(settings):
    respx.post(f"{V2}/audiences").mock(
        return_value=httpx.Response(404, json={"error": {"code": "user_not_found", "message": "no such user"}})
    )
    with pytest.raises(RinglaneV2Error) as exc:
        await RinglaneV2Client(settings).create_audience("Q3", "usr_missing")
    assert exc.value.code == "user_not_found"
