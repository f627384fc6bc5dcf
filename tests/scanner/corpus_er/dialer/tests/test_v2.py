import httpx
import pytest
import respx

from app.ringbolt.v2 import RingboltV2, RingboltV2Error

V2 = "https://api.ringbolt.io/api/public/v2"


@respx.mock
async def test_v2_error_code_is_parsed():
    respx.get(f"{V2}/audiences/aud_1").mock(
        return_value=httpx.Response(
            404, json={"error": {"code": "audience_not_found", "message": "No such audience", "request_id": "req_1"}}
        )
    )
    rb = RingboltV2(V2, "rbk_test_3f0c8a52-1d4e-4b7a-9c61-0e2f5a7b8c9d.s3cr3t")
    with pytest.raises(RingboltV2Error) as ei:
        await rb.audience("aud_1")
    assert ei.value.code == "audience_not_found"


@respx.mock
async def test_v2_sends_bearer():
    route = respx.get(f"{V2}/audiences/aud_2/members").mock(return_value=httpx.Response(200, json={"data": []}))
    await RingboltV2(V2, "rbk_test_x.y").audience_members("aud_2")
    assert route.calls.last.request.headers["Authorization"] == "Bearer rbk_test_x.y"
