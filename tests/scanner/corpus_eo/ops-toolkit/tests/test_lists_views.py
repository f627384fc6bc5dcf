import responses

from app.dialpond_api import HEADER_ACTOR

DP = "https://api.dialpond.com/api/public/v1"


@responses.activate
def test_index_shows_lists(client, sso):
    responses.get(f"{DP}/contact-lists", json={"items": [{"id": "cl_1", "name": "Win-back", "contact_count": 3}]})
    resp = client.get("/", headers=sso)
    assert b"Win-back" in resp.data
    assert responses.calls[0].request.headers[HEADER_ACTOR] == "00uSAM"


@responses.activate
def test_unknown_user_message(client, sso):
    responses.get(f"{DP}/contact-lists", status=404, json={"error": "user not found"})
    resp = client.get("/", headers=sso)
    assert b"provisioned in DialPond" in resp.data


def test_requires_sso(client):
    assert client.get("/").status_code == 401
    assert client.get("/api/lists/x").get_json() == {"error": "unauthenticated"}
