import pytest
import requests
import responses

from acme_dialer.calling_client import CallingClient, CallingError, fetch_stripe_customer

# These tests pin the behaviour of the old client. The old API lived under
# /api/public/v1 and needed x-user-email; see test_calling_v2.py for the new one.

LIST_URL = "https://calls.acme-sales.com/api/public/v1/contact-lists/42"
TEST_KEY = "csk_test_2b7e51a0-93c4-4d1f-b6a8-0e5c7d9f1a23.Zk9vYmFyLXRlc3Qtc2VjcmV0LTAx"
REP = "rep@acme-sales.com"


@pytest.fixture
def client():
    return CallingClient(api_key=TEST_KEY, acting_user=REP, session=requests.Session())


@responses.activate
def test_rename_list_sends_acting_user(client):
    responses.add(responses.PATCH, LIST_URL, json={"id": 42, "name": "Q3 renewals"}, status=200)

    client.rename_list(42, name="Q3 renewals")

    sent = responses.calls[0].request
    assert sent.headers["X-User-Email"] == REP
    assert sent.headers["x-api-key"] == TEST_KEY


@responses.activate
def test_idp_outage_is_retried(client, monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    responses.add(responses.GET, LIST_URL, status=502)
    responses.add(responses.GET, LIST_URL, json={"id": 42, "name": "Q3"}, status=200)

    assert client.get_list(42)["id"] == 42
    assert len(responses.calls) == 2


@responses.activate
def test_server_error_raises(client):
    responses.add(responses.GET, LIST_URL, json={"message": "boom"}, status=500)
    with pytest.raises(CallingError) as exc:
        client.get_list(42)
    assert exc.value.status == 500


@responses.activate
def test_stripe_customer_lookup():
    responses.add(responses.GET, "https://api.stripe.com/v1/customers/cus_123", json={"id": "cus_123"})
    assert fetch_stripe_customer("cus_123", "sk_test_dummy")["id"] == "cus_123"
