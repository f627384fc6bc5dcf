import pytest
import requests
import responses

from dialer.exceptions import RingwellTransientError, RingwellUserMissing
from dialer.ringwell import RingwellClient

BASE = "https://api.ringwell.test/api/public/v1"


@pytest.fixture
def client(settings):
    settings.RINGWELL = {"BASE_URL": BASE, "API_KEY": "test", "ACTING_EMAIL": "t@example.com", "TIMEOUT": 1}
    return RingwellClient(session=requests.Session())


@responses.activate
def test_user_not_found_raises_user_missing(client):
    responses.add(responses.GET, f"{BASE}/contact-lists", json={"error": "user not found"}, status=404)
    with pytest.raises(RingwellUserMissing):
        client.contact_lists()


@responses.activate
def test_502_is_transient(client):
    responses.add(responses.GET, f"{BASE}/contact-lists", json={"error": "idp timeout"}, status=502)
    with pytest.raises(RingwellTransientError):
        client.contact_lists()


@responses.activate
def test_validation_details_logged(client, caplog):
    responses.add(
        responses.POST,
        f"{BASE}/contact-lists/abc/contacts",
        json={"error": "invalid", "details": [{"path": "phones[0]", "message": "not E.164"}]},
        status=400,
    )
    with pytest.raises(Exception):
        client.add_numbers("abc", ["12"])
    assert "phones[0]" in caplog.text
