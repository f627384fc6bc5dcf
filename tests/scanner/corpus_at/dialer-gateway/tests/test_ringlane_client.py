import pytest
from pydantic import SecretStr

from app.clients.ringlane import RinglaneClient
from app.errors import RinglaneAPIError
from app.settings import RinglaneSettings

BASE_URL = "https://api.ringlane.com/api/public/v1"


@pytest.fixture
async def client():
    cfg = RinglaneSettings(
        base_url=BASE_URL,
        api_key=SecretStr("test-key"),
        acting_user_id="00u-test",
        webhook_secret=SecretStr("s"),
    )
    c = RinglaneClient(cfg)
    yield c
    await c.aclose()


async def test_append_contacts(httpx_mock, client):
    httpx_mock.add_response(method="POST", url=f"{BASE_URL}/contact-lists/42/contacts", json={"added": 2})
    assert (await client.append_contacts(42, ["+15550001", "+15550002"]))["added"] == 2


async def test_unknown_user(httpx_mock, client):
    httpx_mock.add_response(
        url=f"{BASE_URL}/contact-lists/7",
        status_code=404,
        json={"error": "user not found", "details": []},
    )
    with pytest.raises(RinglaneAPIError) as exc:
        await client.get_list(7)
    assert exc.value.is_unknown_user
    assert exc.value.error == "user not found"


async def test_503_means_api_disabled(httpx_mock, client):
    httpx_mock.add_response(status_code=503, json={"error": "API disabled"})
    with pytest.raises(RinglaneAPIError) as exc:
        await client.list_lists()
    assert exc.value.is_api_disabled
    assert not exc.value.is_transient
