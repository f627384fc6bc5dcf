import httpx
import pytest
import respx

from app.dialcrest import LegacyListsClient
from app.dialcrest.errors import ActingUserMissing, DialcrestDisabled

LEGACY = "https://api.dialcrest.com/api/public/v1"


@respx.mock
async def test_add_crew_posts_phones():
    route = respx.post(f"{LEGACY}/contact-lists/12/contacts").mock(return_value=httpx.Response(201, json={"added": 2}))
    await LegacyListsClient().add_crew(12, ["+15555550101", "+15555550102"])
    assert route.called


@respx.mock
async def test_unknown_acting_user():
    respx.get(f"{LEGACY}/contact-lists").mock(return_value=httpx.Response(404, json={"error": "user not found"}))
    with pytest.raises(ActingUserMissing):
        await LegacyListsClient().all_lists()


@respx.mock
async def test_api_disabled_503():
    respx.get(f"{LEGACY}/contact-lists", name="lists").mock(
        return_value=httpx.Response(503, json={"error": "API disabled on the server"})
    )
    with pytest.raises(DialcrestDisabled):
        await LegacyListsClient().all_lists()
