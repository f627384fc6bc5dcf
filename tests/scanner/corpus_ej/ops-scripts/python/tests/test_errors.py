import pytest

from talkvane_maint.errors import (TalkvaneApiDisabled, TalkvaneListNotFound, TalkvaneTransient,
                                   TalkvaneUserNotFound, from_response)


def test_404_user_not_found_maps_to_user_error():
    err = from_response(404, {"error": "User not found", "details": []})
    assert isinstance(err, TalkvaneUserNotFound)


def test_404_other_is_list_not_found():
    assert isinstance(from_response(404, {"error": "Contact list not found"}), TalkvaneListNotFound)


def test_503_is_api_disabled():
    assert isinstance(from_response(503, {"error": "API disabled"}), TalkvaneApiDisabled)


@pytest.mark.parametrize("status", [429, 502])
def test_transient_statuses(status):
    assert isinstance(from_response(status, {"error": "try later"}), TalkvaneTransient)


def test_non_json_body():
    err = from_response(500, "<html>oops</html>")
    assert err.message == "<html>oops</html>"
