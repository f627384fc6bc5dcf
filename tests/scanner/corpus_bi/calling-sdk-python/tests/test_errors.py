import pytest
import responses

from meridian_calling.client import RinglaneClient
from meridian_calling.errors import IdentityProviderUnavailable, PublicApiDisabled
from meridian_calling.settings import Settings

BASE = "http://ringlane.test"


@pytest.fixture
def client():
    return RinglaneClient(Settings(api_key="test-key", base_url=BASE))


@responses.activate
def test_503_maps_to_public_api_disabled(client):
    responses.get(f"{BASE}/lists", status=503, json={})
    with pytest.raises(PublicApiDisabled):
        client._call("GET", "/lists", "a@meridian.com")


@responses.activate
def test_502_is_retried_then_raised(client):
    for _ in range(3):
        responses.get(f"{BASE}/lists", status=502, json={})
    with pytest.raises(IdentityProviderUnavailable):
        client._call("GET", "/lists", "a@meridian.com")
    assert len(responses.calls) == 3
