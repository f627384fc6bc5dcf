import httpx
import pytest
import respx

from app.ringvale.calls_v2 import CallsClient, RingvaleV2Error
from app.settings import Settings


@respx.mock
async def test_rate_limited_maps_code():
    settings = Settings(ringvale_host="https://api.ringvale.test", ringvale_v2_key="rvk_test_00000000-0000-0000-0000-000000000000.s3cr3t")
    respx.get("https://api.ringvale.test/api/public/v2/calls").mock(
        return_value=httpx.Response(429, json={"error": {"code": "rate_limited", "message": "slow down"}})
    )
    with pytest.raises(RingvaleV2Error) as info:
        await CallsClient(settings).recent_calls("rep_1")
    assert info.value.code == "rate_limited"


@respx.mock
async def test_recent_calls_returns_data():
    settings = Settings(ringvale_host="https://api.ringvale.test")
    respx.get("https://api.ringvale.test/api/public/v2/calls").mock(
        return_value=httpx.Response(200, json={"data": [{"id": "c_1"}]})
    )
    assert await CallsClient(settings).recent_calls("rep_1") == [{"id": "c_1"}]
