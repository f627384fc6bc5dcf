import pytest
import responses

from app.ringlane import RinglaneClient, RinglaneError

BASE = "https://api.ringlane.io/api/public/v1"


@pytest.fixture
def client():
    c = RinglaneClient(api_key="test-key", base_url=BASE)
    yield c
    c.close()


@pytest.fixture
def mocked():
    import respx

    with respx.mock(base_url=BASE, assert_all_called=False) as router:
        yield router


def test_append_contacts_sends_acting_user(client, mocked):
    route = mocked.post("/contact-lists/cl_1/contacts").respond(204)
    client.append_contacts("cl_1", ["+15551112222"], acting_sub="auth0|u1")
    assert route.called
    assert route.calls.last.request.headers["x-user-id"] == "auth0|u1"


def test_user_not_found_is_mapped(client, mocked):
    mocked.get("/contact-lists/cl_2").respond(404, json={"error": "user not found"})
    with pytest.raises(RinglaneError) as ei:
        client.get_list("cl_2", acting_sub="auth0|ghost")
    assert ei.value.user_not_found


def test_502_is_transient(client, mocked):
    mocked.delete("/contact-lists/cl_3/contacts/+15550000000").respond(502, json={"error": "idp timeout"})
    with pytest.raises(RinglaneError) as ei:
        client.remove_contact("cl_3", "+15550000000", acting_sub="auth0|u1")
    assert ei.value.transient


def test_validation_details():
    err = RinglaneError.from_response(400, {"error": "invalid", "details": [{"path": "contacts[0].phone", "message": "not E.164"}]})
    assert err.field_messages() == ["contacts[0].phone: not E.164"]
