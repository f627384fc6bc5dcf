import pytest
from aioresponses import aioresponses

from app.dialstream import DialstreamSession, DialstreamUnavailable, DialstreamUserNotFound

LISTS_URL = "https://api.dialstream.com/api/public/v1/contact-lists"


@pytest.fixture(autouse=True)
def env(monkeypatch):
    monkeypatch.setenv("DIALSTREAM_API_KEY", "test-key")
    monkeypatch.setenv("DIALSTREAM_WEBHOOK_SECRET", "whsec")


@pytest.mark.asyncio
async def test_404_user_not_found_is_mapped():
    with aioresponses() as m:
        m.post(LISTS_URL, status=404, payload={"error": "user not found", "details": []})
        async with DialstreamSession("ghost@tallowbrook.com") as ds:
            with pytest.raises(DialstreamUserNotFound):
                await ds.create_contact_list("x", "ghost@tallowbrook.com")


@pytest.mark.asyncio
async def test_503_means_api_disabled():
    with aioresponses() as m:
        m.get(LISTS_URL, status=503, payload={"error": "API disabled on the server"})
        async with DialstreamSession() as ds:
            with pytest.raises(DialstreamUnavailable):
                await ds.list_contact_lists()


@pytest.mark.asyncio
async def test_retries_on_502_then_succeeds():
    with aioresponses() as m:
        m.get(LISTS_URL, status=502)
        m.get(LISTS_URL, status=200, payload=[])
        async with DialstreamSession() as ds:
            assert await ds.list_contact_lists() == []
