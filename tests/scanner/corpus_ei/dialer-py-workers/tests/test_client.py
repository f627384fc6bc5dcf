import pytest
import responses

from ringlane import (
    ActingUserMissing,
    ContactListNotFound,
    RinglaneClient,
    RinglaneDisabled,
    RinglaneError,
)

ROOT = "https://api.ringlane.com/api/public/v1"


@pytest.fixture
def client():
    return RinglaneClient(api_key="k-test", acting_user_id="00u1ab2cd3EF4gh5ij6", root=ROOT)


@responses.activate
def test_paginates_contact_lists(client):
    responses.get(f"{ROOT}/contact-lists", json={"items": [{"id": "a"}], "nextCursor": "c2"})
    responses.get(f"{ROOT}/contact-lists", json={"items": [{"id": "b"}], "nextCursor": None})
    assert [l["id"] for l in client.contact_lists()] == ["a", "b"]
    sent = responses.calls[0].request.headers
    assert sent["X-User-Id"] == "00u1ab2cd3EF4gh5ij6"


@responses.activate
def test_user_not_found_maps_to_acting_user_missing(client):
    responses.delete(f"{ROOT}/contact-lists/L1", status=404, json={"error": "user not found"})
    with pytest.raises(ActingUserMissing):
        client.delete_list("L1")


@responses.activate
def test_missing_list(client):
    responses.delete(f"{ROOT}/contact-lists/L2/contacts/%2B15550100", status=404, json={"error": "contact list not found"})
    with pytest.raises(ContactListNotFound):
        client.remove_phone("L2", "+15550100")


@responses.activate
def test_503_is_disabled(client):
    responses.patch(f"{ROOT}/contact-lists/L3", status=503, json={"error": "API disabled on the server"})
    with pytest.raises(RinglaneDisabled):
        client.rename_list("L3", "x")


@responses.activate
def test_validation_details_are_kept(client):
    body = {"error": "invalid request", "details": [{"path": "name", "message": "too long"}]}
    responses.patch(f"{ROOT}/contact-lists/L4", status=400, json=body)
    with pytest.raises(RinglaneError) as ei:
        client.rename_list("L4", "x" * 300)
    assert ei.value.field_errors() == {"name": "too long"}
