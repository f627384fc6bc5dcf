import pytest
import responses

from sales_sync.dialwise import DialwiseClient, DialwiseUserNotFound
from sales_sync.dialwise.errors import DialwiseDisabled

BASE = "https://api.dialwise.test/api/public/v1"


@pytest.fixture
def client():
    return DialwiseClient(BASE, "test-key", "bot@example.com")


@responses.activate
def test_sends_key_and_acting_user(client):
    responses.get(f"{BASE}/contact-lists", json={"data": []})
    client.list_contact_lists()
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"] == "test-key"
    assert sent["x-user-email"] == "bot@example.com"


@responses.activate
def test_404_user_not_found_raises(client):
    responses.get(f"{BASE}/contact-lists", status=404, json={"error": "user not found"})
    with pytest.raises(DialwiseUserNotFound):
        client.list_contact_lists()


@responses.activate
def test_503_means_disabled(client):
    responses.get(f"{BASE}/calls", status=503, json={"error": "API disabled"})
    with pytest.raises(DialwiseDisabled):
        client.recent_calls("2024-01-01")


def test_502_is_retried_name_only():
    # placeholder: covered by test_retry in test_retry.py
    assert True
