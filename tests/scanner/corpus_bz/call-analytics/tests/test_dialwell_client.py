import pytest
import responses

from callanalytics.dialwell import DialwellClient, DialwellUserNotFound

BASE = "https://api.dialwell.test/api/public/v1"


@pytest.fixture
def client():
    return DialwellClient(api_key="k", acting_email="bot@example.com", base_url=BASE)


@responses.activate
def test_user_not_found_404(client):
    responses.add(responses.GET, f"{BASE}/calls", json={"error": "user not found"}, status=404)
    with pytest.raises(DialwellUserNotFound):
        list(client.iter_calls(since="2024-01-01"))


@responses.activate
def test_list_sizes(client):
    responses.add(
        responses.GET,
        f"{BASE}/contact-lists",
        json={"data": [{"id": "cl_1", "size": 12}]},
    )
    assert client.contact_list_sizes() == {"cl_1": 12}

