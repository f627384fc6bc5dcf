import pytest
import responses

from app.dialpond_api import HEADER_ACTOR, HEADER_KEY, DialPondApiError, list_contact_lists, remove_phone

V1 = "https://api.dialpond.com/api/public/v1"


@responses.activate
def test_headers(app):
    responses.get(V1 + "/contact-lists", json={"items": []})
    with app.app_context():
        list_contact_lists("00uX")
    h = responses.calls[0].request.headers
    assert h[HEADER_KEY] == "test"
    assert h[HEADER_ACTOR] == "00uX"


@responses.activate
def test_error_details_parsed(app):
    responses.delete(
        V1 + "/contact-lists/cl_1/contacts/123",
        status=400,
        json={"error": "validation failed", "details": [{"path": "phone", "message": "not E.164"}]},
    )
    with app.app_context(), pytest.raises(DialPondApiError) as exc:
        remove_phone("cl_1", "123", "00uX")
    assert exc.value.details[0]["path"] == "phone"
    assert exc.value.status == 400
