import pytest
import responses

from harborpeak_data.ringlane.client import RinglaneClient
from harborpeak_data.ringlane.errors import RinglaneDisabled

BASE = "https://ringlane.test/api/public/v1"


@responses.activate
def test_iter_contact_lists_follows_next():
    responses.get(f"{BASE}/contact-lists", json={"data": [{"id": "a"}], "next": f"{BASE}/p2"})
    responses.get(f"{BASE}/p2", json={"data": [{"id": "b"}]})
    client = RinglaneClient(api_key="k", base_url=BASE)
    assert [r["id"] for r in client.iter_contact_lists()] == ["a", "b"]


@responses.activate
def test_503_raises_disabled():
    responses.get(f"{BASE}/calls", status=503, json={})
    client = RinglaneClient(api_key="k", base_url=BASE)
    with pytest.raises(RinglaneDisabled):
        client.recent_calls("2024-01-01")
