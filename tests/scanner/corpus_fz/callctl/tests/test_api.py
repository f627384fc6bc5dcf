import pytest
import responses

from callctl.api import Client
from callctl.config import Settings
from callctl.errors import ApiError

URL = "https://api.callbridge.io/api/public/v1"


@pytest.fixture
def client():
    return Client(Settings(base_url=URL, api_key="k", user="ci@harborline.com"))


@responses.activate
def test_lists_sends_key_and_user(client):
    responses.get(URL + "/contact-lists", json={"items": [{"id": "cl_1", "size": 3, "name": "x"}]})
    assert client.lists()[0]["id"] == "cl_1"
    h = responses.calls[0].request.headers
    assert h["X-Api-Key"] == "k" and h["X-User-Email"] == "ci@harborline.com"


@responses.activate
def test_502_message_mentions_identity_provider(client):
    responses.post(URL + "/contact-lists/cl_1/contacts", status=502, json={"error": "idp timeout"})
    with pytest.raises(ApiError, match="identity provider"):
        client.add_contacts("cl_1", ["+15550100"])


@responses.activate
def test_validation_details_rendered(client):
    responses.post(
        URL + "/contact-lists",
        status=400,
        json={"error": "validation failed", "details": [{"path": "name", "message": "required"}]},
    )
    with pytest.raises(ApiError, match="name: required"):
        client.create_list("")
