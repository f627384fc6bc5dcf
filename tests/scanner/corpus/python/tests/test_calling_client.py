import responses
from calling_client import CallingClient

BASE = "https://calls.acme-dialer.com/api/public/v1"


@responses.activate
def test_rename_sends_acting_user():
    responses.add(responses.PATCH, f"{BASE}/contact-lists/7", json={"id": 7, "name": "Q3"})
    client = CallingClient("ops@acme.test")
    client.rename_list(7, "Q3")
    sent = responses.calls[0].request
    assert sent.headers["x-user-email"] == "ops@acme.test"


def test_error_body_is_a_string():
    body = {"error": "Contact list not found"}
    assert isinstance(body["error"], str)
