import httpx
import pytest

from app.ringlane import RinglaneApiDisabled, RinglaneClient, RinglaneUserNotFound
from app.ringlane.models import Contact


async def test_create_list_sends_auth_headers(settings, ringlane_mock):
    route = ringlane_mock.post("/contact-lists").mock(
        return_value=httpx.Response(201, json={"id": "cl_1", "name": "renewals-7"})
    )
    async with RinglaneClient(settings) as rl:
        lst = await rl.create_contact_list("renewals-7")

    assert lst.id == "cl_1"
    sent = route.calls.last.request
    assert sent.headers["x-api-key"] == "test-key"
    assert sent.headers["x-user-email"] == "tester@quillfield.co.uk"


async def test_append_contacts_batches(settings, ringlane_mock):
    route = ringlane_mock.post("/contact-lists/cl_1/contacts").mock(
        return_value=httpx.Response(200, json={"added": 2, "skipped": 0})
    )
    contacts = [Contact(phone="07700900001"), Contact(phone="+447700900002")]
    async with RinglaneClient(settings) as rl:
        result = await rl.append_contacts("cl_1", contacts)
    assert result.added == 2
    assert route.call_count == 1


async def test_retries_on_502_then_succeeds(settings, ringlane_mock):
    ringlane_mock.get("/contact-lists/cl_9").mock(
        side_effect=[
            httpx.Response(502, json={"error": "identity provider unavailable"}),
            httpx.Response(200, json={"id": "cl_9", "name": "x"}),
        ]
    )
    async with RinglaneClient(settings) as rl:
        lst = await rl.get_contact_list("cl_9")
    assert lst.id == "cl_9"


async def test_unknown_acting_user_raises(settings, ringlane_mock):
    ringlane_mock.delete("/contact-lists/cl_2").mock(
        return_value=httpx.Response(404, json={"error": "user not found", "details": []})
    )
    async with RinglaneClient(settings, acting_user="ghost@quillfield.co.uk") as rl:
        with pytest.raises(RinglaneUserNotFound):
            await rl.delete_contact_list("cl_2")


async def test_api_disabled_is_not_retried(settings, ringlane_mock):
    route = ringlane_mock.get("/contact-lists").mock(
        return_value=httpx.Response(503, json={"error": "API disabled on the server"})
    )
    async with RinglaneClient(settings) as rl:
        with pytest.raises(RinglaneApiDisabled):
            async for _ in rl.iter_contact_lists():
                pass
    assert route.call_count == 1
