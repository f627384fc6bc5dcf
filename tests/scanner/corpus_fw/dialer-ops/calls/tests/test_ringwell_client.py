import pytest
import responses

from calls.ringwell import RingwellClient, RingwellError

ROOT = "https://api.ringwell.com/api/public/v1/"


@pytest.fixture
def client(settings):
    settings.RINGWELL = {
        "HOST": "https://api.ringwell.com",
        "API_VERSION": "v1",
        "API_KEY": "rw_Zp3Hx8Lq2Wn6Bt9Kv4Jd7Mc1",
        "SERVICE_USER_ID": "00u9test",
        "WEBHOOK_SECRET": "s3cr3t",
        "TIMEOUT": 1,
    }
    return RingwellClient()


@responses.activate
def test_append_sends_service_user(client):
    responses.add(responses.POST, ROOT + "contact-lists/cl_1/contacts", json={"added": 1}, status=201)
    client.append("cl_1", ["+15550100"])
    sent = responses.calls[0].request
    assert sent.headers["X-User-Id"] == "00u9test"
    assert sent.headers["X-Api-Key"].startswith("rw_")


@responses.activate
def test_404_user_not_found_flag(client):
    responses.add(responses.GET, ROOT + "contact-lists", json={"error": "User not found"}, status=404)
    with pytest.raises(RingwellError) as info:
        client.contact_lists()
    assert info.value.user_not_found


@responses.activate
def test_validation_details(client):
    responses.add(
        responses.POST,
        ROOT + "contact-lists/cl_2/contacts",
        json={"error": "Invalid", "details": [{"path": "contacts[0].phone", "message": "not E.164"}]},
        status=400,
    )
    with pytest.raises(RingwellError) as info:
        client.append("cl_2", ["555"])
    assert info.value.field_errors() == {"contacts[0].phone": "not E.164"}
