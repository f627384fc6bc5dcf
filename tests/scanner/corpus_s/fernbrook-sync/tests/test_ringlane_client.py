import pytest
import responses

from app.ringlane.errors import RinglaneApiDisabled, RinglaneUserNotFound
from tests.conftest import BASE


@responses.activate
def test_iter_contact_lists_paginates(rl_client):
    responses.get(f"{BASE}/contact-lists", json={"items": [{"id": "cl_1"}], "has_more": True})
    responses.get(f"{BASE}/contact-lists?page=2", json={"items": [{"id": "cl_2"}], "has_more": False})
    assert [x["id"] for x in rl_client.iter_contact_lists()] == ["cl_1", "cl_2"]


@responses.activate
def test_sends_key_and_acting_user(rl_client):
    responses.post(
        "https://api.ringlane.com/api/public/v1/contact-lists/cl_9/contacts",
        json={"added": 2},
    )
    assert rl_client.append_contacts("cl_9", ["+15550100", "+15550101"]) == 2
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"] == "rl_Zq8vN3kPw7TfYb2LmX9cRd4H"
    assert sent["X-User-Email"] == "qa@fernbrook.co"


@responses.activate
def test_404_user_not_found(rl_client):
    responses.get(f"{BASE}/contact-lists", status=404, json={"error": "user not found"})
    with pytest.raises(RinglaneUserNotFound):
        list(rl_client.iter_contact_lists())


@responses.activate
def test_503_maps_to_api_disabled(rl_client):
    responses.delete(f"{BASE}/contact-lists/cl_3", status=503, json={"error": "API disabled"})
    with pytest.raises(RinglaneApiDisabled):
        rl_client.delete_contact_list("cl_3")
