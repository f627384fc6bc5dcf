from unittest.mock import Mock

from relay.callvane.errors import ApiDisabled, CallvaneError, UserNotFound


def _resp(status, body):
    r = Mock(status_code=status, text=str(body))
    r.json.return_value = body
    return r


def test_404_user_not_found_maps_to_user_not_found():
    err = CallvaneError.from_response(_resp(404, {"error": "user not found", "details": []}))
    assert isinstance(err, UserNotFound)


def test_503_maps_to_api_disabled():
    err = CallvaneError.from_response(_resp(503, {"error": "API disabled on the server"}))
    assert isinstance(err, ApiDisabled)


def test_field_errors():
    err = CallvaneError.from_response(
        _resp(400, {"error": "validation failed", "details": [{"path": "contacts[0].phone", "message": "invalid"}]})
    )
    assert err.field_errors() == {"contacts[0].phone": "invalid"}
