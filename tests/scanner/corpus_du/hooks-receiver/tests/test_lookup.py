import aiohttp
import pytest
from aioresponses import aioresponses

from hooks_receiver.ringlane_lookup import LookupFailed, fetch_contact_list

LIST_URL = "https://api.ringlane.io/api/public/v1/contact-lists/cl_9"


async def test_retries_on_idp_outage():
    with aioresponses() as m:
        m.get(LIST_URL, status=502, payload={"error": "identity provider unreachable"})
        m.get(LIST_URL, status=200, payload={"id": "cl_9", "externalId": "cmp-3"})
        async with aiohttp.ClientSession() as s:
            assert (await fetch_contact_list(s, "cl_9"))["externalId"] == "cmp-3"


async def test_unknown_acting_user():
    with aioresponses() as m:
        m.get(LIST_URL, status=404, payload={"error": "user not found"})
        async with aiohttp.ClientSession() as s:
            with pytest.raises(LookupFailed, match="not a Ringlane user"):
                await fetch_contact_list(s, "cl_9")
