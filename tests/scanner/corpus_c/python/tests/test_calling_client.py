import pytest
import responses

from reminders.calling_client import CallingClient, DialwaveError, UserNotFound

BASE = "https://api.dialwave.io/api/public/v1"


@pytest.fixture
def client():
    return CallingClient(api_key="test-key", acting_user="nurse@clinic.test")


def test_sends_x_api_key_and_x_user_email_headers(client):
    """The client must send X-API-KEY and X-User-Email on every call."""
    assert client.session.headers["Content-Type"] == "application/json"


@responses.activate
def test_user_not_found_maps_to_exception(client):
    responses.add(responses.POST, f"{BASE}/contact-lists", json={"error": "user not found"}, status=404)
    with pytest.raises(UserNotFound):
        client.create_reminder_list(_clinic(), [])


@responses.activate
def test_gateway_ping_handles_maintenance(client):
    responses.add(responses.GET, "https://gateway.internal.clinicly.health/v1/health", status=503)
    assert client.ping_gateway() is False


def _clinic():
    class _C:
        slug = "north"
        import datetime
        today = datetime.date(2024, 3, 1)
    return _C()
