import pytest
import responses

from dispatch.ringlane.client import RinglaneClient
from dispatch.ringlane.errors import RinglaneDisabled, RinglaneUserNotFound

BASE = "https://api.ringlane.io/api/public/v1"


@pytest.fixture(autouse=True)
def ringlane_settings(settings):
    settings.RINGLANE = {
        "HOST": "https://api.ringlane.io",
        "API_VERSION": "v1",
        "API_KEY": "rl_test_Pq3nZ8wLk2Rt6YbC1xM0",
        "WEBHOOK_SECRET": "whsec",
        "TIMEOUT": 1,
    }


@responses.activate
def test_create_list_sends_key_and_user():
    responses.add(responses.POST, f"{BASE}/contact-lists", json={"id": "cl_1", "name": "Q3 carriers"}, status=201)
    client = RinglaneClient("ana@brindlefreight.com")
    out = client.create_contact_list("Q3 carriers")
    assert out["id"] == "cl_1"
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"] == "rl_test_Pq3nZ8wLk2Rt6YbC1xM0"
    assert sent["x-user-email"] == "ana@brindlefreight.com"


@responses.activate
def test_unknown_user_raises():
    responses.add(
        responses.POST,
        f"{BASE}/contact-lists/cl_9/contacts",
        json={"error": "user not found", "details": []},
        status=404,
    )
    with pytest.raises(RinglaneUserNotFound):
        RinglaneClient("ghost@brindlefreight.com").add_contacts("cl_9", ["+15550100"])


@responses.activate
def test_api_disabled():
    responses.add(responses.GET, f"{BASE}/contact-lists", json={"error": "API disabled on the server"}, status=503)
    with pytest.raises(RinglaneDisabled):
        RinglaneClient("ana@brindlefreight.com").list_contact_lists()
