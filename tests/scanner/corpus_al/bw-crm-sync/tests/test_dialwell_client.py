import pytest
import responses

from crmsync.dialwell.client import DialwellClient
from crmsync.dialwell.errors import DialwellUnavailable, DialwellUserNotFound

BASE = "https://api.dialwell.io/api/public/v1"


@pytest.fixture
def client():
    return DialwellClient(base_url=BASE, api_key="test-key", acting_user="bot@example.com")


@responses.activate
def test_lists_are_paginated(client):
    responses.get(f"{BASE}/contact-lists", json={"items": [{"id": "a"}], "next_page": 2})
    responses.get(f"{BASE}/contact-lists", json={"items": [{"id": "b"}], "next_page": None})
    assert [l["id"] for l in client.list_contact_lists()] == ["a", "b"]


@responses.activate
def test_404_user_not_found_maps_to_exception(client):
    responses.get(f"{BASE}/contact-lists?page=1&per_page=200", status=404,
                  json={"error": "user not found", "details": []})
    with pytest.raises(DialwellUserNotFound):
        client.list_contact_lists()


@responses.activate
def test_503_means_disabled(client):
    responses.delete(f"{BASE}/contact-lists/77", status=503, json={"error": "API disabled"})
    with pytest.raises(DialwellUnavailable):
        client.delete_contact_list("77")
