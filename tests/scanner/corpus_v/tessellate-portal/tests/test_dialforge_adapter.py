import pytest
import responses

from integrations.dialforge.adapter import ActingUserNotFound, DialforgeClient, DialforgeDisabled

BASE = "https://api.dialforge.com/api/public/v1"


@pytest.fixture
def client(settings):
    settings.DIALFORGE = {"BASE_URL": BASE, "API_KEY": "test", "ACTING_USER_EMAIL": "t@example.com", "TIMEOUT": 1}
    return DialforgeClient()


@responses.activate
def test_list_contact_lists(client):
    responses.add(responses.GET, f"{BASE}/contact-lists", json=[{"id": "cl_1"}])
    assert client.list_contact_lists() == [{"id": "cl_1"}]


@responses.activate
def test_404_user_not_found_raises(client):
    responses.add(responses.POST, f"{BASE}/contact-lists/cl_1/contacts", status=404, json={"error": "user not found"})
    with pytest.raises(ActingUserNotFound):
        client.append_contacts("cl_1", ["+15555550100"])


@responses.activate
def test_503_raises_disabled(client):
    responses.add(responses.DELETE, f"{BASE}/contact-lists/cl_1/contacts/%2B15555550100", status=503, json={"error": "API disabled"})
    with pytest.raises(DialforgeDisabled):
        client.remove_contact("cl_1", "+15555550100")
