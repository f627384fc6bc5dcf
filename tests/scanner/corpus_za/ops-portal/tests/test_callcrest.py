import httpx
import pytest
import respx

from portal.integrations.callcrest import CallCrest
from portal.integrations.errors import CallCrestError, CallCrestUserMissing

BASE = "https://api.callcrest.io/api/public/v1"


@pytest.fixture(autouse=True)
def _settings(settings):
    settings.CALLCREST_BASE_URL = BASE
    settings.CALLCREST_API_KEY = "test-key"


@respx.mock
def test_contact_lists_returns_data():
    respx.get(f"{BASE}/contact-lists").mock(return_value=httpx.Response(200, json={"data": [{"id": "1"}]}))
    assert CallCrest("u-1").contact_lists() == [{"id": "1"}]


@respx.mock
def test_404_maps_to_user_missing():
    respx.get(f"{BASE}/contact-lists").mock(return_value=httpx.Response(404, json={"error": "User not found"}))
    with pytest.raises(CallCrestUserMissing):
        CallCrest("u-404").contact_lists()


@respx.mock
def test_502_is_retried_then_raises(monkeypatch):
    monkeypatch.setattr("tenacity.nap.time.sleep", lambda _: None)
    route = respx.get(f"{BASE}/contact-lists?retry=1").mock(return_value=httpx.Response(502))
    with pytest.raises(CallCrestError):
        CallCrest("u-1")._request("GET", "/contact-lists", params={"retry": 1})
    assert route.call_count == 4
