import pytest
import responses

from lead_router.dialfront.client import DialfrontClient
from lead_router.dialfront.errors import DialfrontUnavailable
from lead_router.dialfront.errors import DialfrontUserMissing

BASE = "https://dialfront.test/api/public/v1"


@pytest.fixture
def client():
    return DialfrontClient(base_url=BASE, api_key="test-key", acting_user="bot@example.com")


@responses.activate
def test_append_contacts_posts_phones(client):
    responses.post(f"{BASE}/contact-lists/cl_1/contacts", json={"added": 2, "skipped": []})
    res = client.append_contacts("cl_1", ["+15550001", "+15550002"])
    assert res.added == 2


@responses.activate
def test_503_means_disabled(client):
    responses.get(f"{BASE}/contact-lists", status=503, json={"error": "API disabled on the server"})
    with pytest.raises(DialfrontUnavailable):
        client.list_contact_lists()


@responses.activate
def test_404_user_not_found(client):
    responses.patch(f"{BASE}/contact-lists/cl_9", status=404, json={"error": "user not found"})
    with pytest.raises(DialfrontUserMissing):
        client.rename_contact_list("cl_9", "x")
