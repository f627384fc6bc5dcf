import httpx
import pytest

from quill_ringstead import (
    ApiDisabledError,
    ContactListNotFound,
    IdentityProviderUnavailable,
    UnknownUserError,
)


def test_404_user_not_found_maps_to_unknown_user(client, mock_api):
    mock_api.get("/users/me").mock(
        return_value=httpx.Response(404, json={"error": "user not found", "details": []})
    )
    with pytest.raises(UnknownUserError):
        client.whoami()


def test_404_other_maps_to_contact_list_not_found(client, mock_api):
    mock_api.delete("/contact-lists/cl_missing").mock(
        return_value=httpx.Response(404, json={"error": "contact list not found"})
    )
    with pytest.raises(ContactListNotFound) as ei:
        client.delete_contact_list("cl_missing")
    assert ei.value.message == "contact list not found"


def test_502_is_idp_unavailable(client, mock_api):
    mock_api.get("/users/me").mock(return_value=httpx.Response(502, json={"error": "idp timeout"}))
    with pytest.raises(IdentityProviderUnavailable):
        client.whoami()


def test_503_api_disabled(client, mock_api):
    mock_api.get("/users/me").mock(return_value=httpx.Response(503, json={"error": "API disabled on the server"}))
    with pytest.raises(ApiDisabledError):
        client.whoami()


def test_validation_details_are_exposed(client, mock_api):
    mock_api.post("/contact-lists").mock(return_value=httpx.Response(
        400, json={"error": "invalid body", "details": [{"path": "name", "message": "is required"}]}
    ))
    with pytest.raises(Exception) as ei:
        client.create_contact_list(name="")
    assert ei.value.field_errors == {"name": "is required"}
