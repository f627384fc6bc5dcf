import httpx
import pytest

from app.integrations.dialwave.errors import (
    DialwaveError,
    DialwaveUnavailable,
    DialwaveUserNotFound,
    from_response,
)


def _resp(status: int, body: dict | None) -> httpx.Response:
    return httpx.Response(status, json=body, request=httpx.Request("GET", "https://example.test"))


def test_404_user_maps_to_user_not_found():
    err = from_response(_resp(404, {"error": "user not found", "details": []}))
    assert isinstance(err, DialwaveUserNotFound)
    assert err.message == "user not found"


def test_503_is_unavailable():
    err = from_response(_resp(503, {"error": "API disabled on the server"}))
    assert isinstance(err, DialwaveUnavailable)


def test_field_errors_flattened():
    body = {"error": "validation failed", "details": [{"path": "contacts[0].phone", "message": "invalid"}]}
    err = from_response(_resp(400, body))
    assert err.field_errors() == {"contacts[0].phone": "invalid"}


@pytest.mark.parametrize("status", [400, 401, 429, 500])
def test_other_statuses_are_generic(status):
    err = from_response(_resp(status, None))
    assert type(err) is DialwaveError
