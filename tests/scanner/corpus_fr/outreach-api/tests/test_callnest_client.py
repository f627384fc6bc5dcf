import httpx
import pytest

from app.callnest.constants import ACTING_USER_HEADER, API_KEY_HEADER

from app.callnest.errors import CallNestDisabled, CallNestListNotFound, CallNestUserNotFound


async def test_sends_key_and_acting_user(callnest, mock_callnest):
    route = mock_callnest.post("/contact-lists").mock(
        return_value=httpx.Response(201, json={"id": "cl_123", "name": "Q3 flu shots"})
    )
    created = await callnest.create_contact_list("Q3 flu shots", acting_user="nurse.lead@larkspurhealth.com")
    assert created["id"] == "cl_123"
    sent = route.calls.last.request
    assert sent.headers[API_KEY_HEADER] == "cn_tE5t9aWq2ZxLmN4pRk7Ys1Vd"
    assert sent.headers[ACTING_USER_HEADER] == "nurse.lead@larkspurhealth.com"


async def test_retries_on_502_then_succeeds(callnest, mock_callnest):
    mock_callnest.get("/contact-lists").mock(
        side_effect=[
            httpx.Response(502, json={"error": "identity provider unreachable"}),
            httpx.Response(200, json={"data": [{"id": "cl_1"}], "next_cursor": None}),
        ]
    )
    items = [i async for i in callnest.list_contact_lists()]
    assert [i["id"] for i in items] == ["cl_1"]


async def test_user_not_found_maps_to_exception(callnest, mock_callnest):
    mock_callnest.post("/contact-lists/cl_9/contacts").mock(
        return_value=httpx.Response(404, json={"error": "User not found", "details": []})
    )
    with pytest.raises(CallNestUserNotFound):
        await callnest.add_contacts("cl_9", ["+15555550100"])


async def test_missing_list_is_distinct_from_missing_user(callnest, mock_callnest):
    mock_callnest.patch("/contact-lists/cl_gone").mock(
        return_value=httpx.Response(404, json={"error": "Contact list not found"})
    )
    with pytest.raises(CallNestListNotFound):
        await callnest.rename_contact_list("cl_gone", "renamed")


async def test_503_means_disabled_and_is_not_retried(callnest, mock_callnest):
    route = mock_callnest.delete("/contact-lists/cl_1/contacts/+15555550100").mock(
        return_value=httpx.Response(503, json={"error": "API disabled on the server"})
    )
    with pytest.raises(CallNestDisabled):
        await callnest.remove_contact("cl_1", "+15555550100")
    assert route.call_count == 1
