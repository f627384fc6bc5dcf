import httpx
import pytest
import respx

from app.dialwise.v2 import DialwiseV2Client, DialwiseV2Error


@respx.mock
async def test_delete_missing_audience_is_noop(settings):
    respx.delete("https://api.dialwise.test/api/public/v2/audiences/au_1").mock(
        return_value=httpx.Response(404, json={"error": {"code": "audience_not_found", "message": "no such audience"}})
    )
    await DialwiseV2Client(settings).delete_audience("au_1")


@respx.mock
async def test_other_errors_raise(settings):
    respx.post("https://api.dialwise.test/api/public/v2/audiences").mock(
        return_value=httpx.Response(503, json={"error": {"code": "maintenance", "message": "back soon"}})
    )
    with pytest.raises(DialwiseV2Error) as info:
        await DialwiseV2Client(settings).create_audience("x", [])
    assert info.value.code == "maintenance"
