import httpx
import pytest
import respx

from app.dialwise import DialwiseAPIError, DialwiseClient

BASE = "https://api.dialwise.test/api/public/v1"


@respx.mock
async def test_create_list_then_adds_contacts(settings):
    create = respx.post(f"{BASE}/contact-lists").mock(return_value=httpx.Response(201, json={"id": "cl_9"}))
    add = respx.post(f"{BASE}/contact-lists/cl_9/contacts").mock(return_value=httpx.Response(200, json={"added": 2}))
    client = DialwiseClient(settings)
    assert (await client.create_list("Leads", ["+1", "+2"]))["id"] == "cl_9"
    assert create.called and add.called


@respx.mock
async def test_user_not_found_flag(settings):
    respx.get(f"{BASE}/contact-lists/cl_1").mock(
        return_value=httpx.Response(404, json={"error": "user not found", "details": []})
    )
    with pytest.raises(DialwiseAPIError) as info:
        await DialwiseClient(settings).get_list("cl_1")
    assert info.value.is_user_missing


@respx.mock
async def test_validation_details_are_flattened(settings):
    respx.patch(f"{BASE}/contact-lists/cl_1").mock(
        return_value=httpx.Response(400, json={"error": "invalid request", "details": [{"path": "name", "message": "too long"}]})
    )
    with pytest.raises(DialwiseAPIError) as info:
        await DialwiseClient(settings).rename_list("cl_1", "x" * 300)
    assert info.value.problems == ["name: too long"]
