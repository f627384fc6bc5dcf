import pytest
import responses

from dialwise.errors import DialWiseError, DialWiseUnavailable, DialWiseUserNotFound
from dialwise.session import DialWiseSession

BASE = "https://dialwise.test/api/public/v1"


@pytest.fixture
def session():
    return DialWiseSession(api_key="k", acting_email="qa@northwindmutual.com", base_url=BASE)


@responses.activate
def test_404_user_not_found_maps_to_exception(session):
    responses.add(responses.GET, f"{BASE}/contact-lists", status=404, json={"error": "user not found"})
    with pytest.raises(DialWiseUserNotFound):
        session.request("GET", "/contact-lists")


@responses.activate
def test_503_is_unavailable(session):
    responses.add(responses.GET, f"{BASE}/contact-lists/abc", status=503, json={"error": "API disabled"})
    with pytest.raises(DialWiseUnavailable):
        session.request("GET", "/contact-lists/abc")


@responses.activate
def test_validation_details_are_in_message(session):
    responses.add(
        responses.POST,
        f"{BASE}/contact-lists/abc/contacts",
        status=400,
        json={"error": "invalid request", "details": [{"path": "contacts[0].phone", "message": "not E.164"}]},
    )
    with pytest.raises(DialWiseError) as exc:
        session.request("POST", "/contact-lists/abc/contacts", json={"contacts": [{"phone": "555"}]})
    assert "contacts[0].phone" in str(exc.value)
