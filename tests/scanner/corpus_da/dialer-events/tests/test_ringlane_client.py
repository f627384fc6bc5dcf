import httpx
import pytest
import respx

from app.ringlane.client import RinglaneClient
from app.ringlane.errors import DialerDisabled, IdentityProviderDown, SeatNotProvisioned

RL = "https://api.ringlane.com/api/public/v1"


@respx.mock
async def test_append_contacts(settings):
    route = respx.post(f"{RL}/contact-lists/7/contacts").mock(
        return_value=httpx.Response(201, json={"added": 2})
    )
    client = RinglaneClient(settings)
    result = await client.append_contacts(7, ["+15551230000", "+15551230001"])
    assert result.added == 2
    assert route.called


@respx.mock
async def test_user_not_found_maps_to_seat_error(settings):
    respx.post(f"{RL}/contact-lists").mock(
        return_value=httpx.Response(404, json={"error": "user not found", "details": []})
    )
    with pytest.raises(SeatNotProvisioned):
        await RinglaneClient(settings).create_contact_list("Renewals")


@respx.mock
async def test_idp_down_after_retries(settings, monkeypatch):
    monkeypatch.setattr("asyncio.sleep", _no_sleep)
    respx.get(f"{RL}/contact-lists").mock(return_value=httpx.Response(502, json={"error": "idp unreachable"}))
    with pytest.raises(IdentityProviderDown):
        await RinglaneClient(settings).list_contact_lists()


@respx.mock
async def test_second_page(settings):
    respx.get(f"{RL}/contact-lists", params={"page": 2}).mock(
        return_value=httpx.Response(200, json={"data": [], "next_page": None})
    )
    page = await RinglaneClient(settings).list_contact_lists(page=2)
    assert page.data == []


@respx.mock
async def test_503_disabled(settings):
    respx.delete(f"{RL}/contact-lists/3").mock(return_value=httpx.Response(503, json={"error": "API disabled"}))
    with pytest.raises(DialerDisabled):
        await RinglaneClient(settings).delete_contact_list(3)


async def _no_sleep(_: float) -> None:
    return None
