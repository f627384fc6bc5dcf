import pytest
import responses

from ringlark.client import RingLarkClient
from ringlark.errors import RingLarkError, RingLarkUnavailable, RingLarkUserMissing

BASE = "https://api.ringlark.test/api/public/v1"


@pytest.fixture
def client():
    return RingLarkClient("https://api.ringlark.test", "rl_unit_key", "qa@kettlebridge.io")


@responses.activate
def test_lists_sends_key_and_user(client):
    responses.get(f"{BASE}/contact-lists", json=[{"id": "cl_1", "name": "Austin Q3"}])
    assert client.list_contact_lists()[0]["id"] == "cl_1"
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"] == "rl_unit_key"
    assert sent["X-User-Email"] == "qa@kettlebridge.io"


@responses.activate
def test_503_raises_unavailable(client):
    responses.get(f"{BASE}/contact-lists", status=503, json={"error": "API disabled on the server"})
    with pytest.raises(RingLarkUnavailable):
        client.list_contact_lists()


@responses.activate
def test_404_user_not_found(client):
    responses.get(f"{BASE}/contact-lists/cl_9", status=404, json={"error": "user not found"})
    with pytest.raises(RingLarkUserMissing):
        client.get_contact_list("cl_9")


@responses.activate
def test_validation_details(client):
    responses.post(
        f"{BASE}/contact-lists/cl_1/contacts",
        status=400,
        json={"error": "validation failed", "details": [{"path": "contacts[0].phone", "message": "invalid E.164"}]},
    )
    with pytest.raises(RingLarkError) as exc:
        client.add_contacts("cl_1", ["555"])
    assert exc.value.field_errors() == {"contacts[0].phone": "invalid E.164"}
