import httpx

from quill_ringstead.constants import API_KEY_HEADER


def test_sends_key_and_acting_user(client, mock_api):
    route = mock_api.get("/users/me").mock(return_value=httpx.Response(200, json={"id": "u_1"}))
    client.whoami()
    req = route.calls.last.request
    assert req.headers[API_KEY_HEADER] == "test-key-not-real"
    assert req.headers["x-user-email"] == "rep@quillmetric.com"


def test_acting_user_override_by_id(client, mock_api):
    route = mock_api.get("/users/me").mock(return_value=httpx.Response(200, json={}))
    client.whoami(acting_email=None, acting_id="okta|00u1ab2cd")
    assert route.calls.last.request.headers["x-user-email"] == "rep@quillmetric.com"


def test_add_contacts_posts_phones(client, mock_api):
    route = mock_api.post("/contact-lists/cl_42/contacts").mock(
        return_value=httpx.Response(201, json={"added": 2})
    )
    assert client.add_contacts("cl_42", ["+14155550100", "+14155550101"]) == {"added": 2}
    assert b"+14155550100" in route.calls.last.request.content


def test_list_contact_lists(client, mock_api):
    mock_api.get("/contact-lists").mock(return_value=httpx.Response(200, json={"data": [{"id": "cl_1"}]}))
    assert client.list_contact_lists() == [{"id": "cl_1"}]


def test_remove_contact_escapes_phone(client, mock_api):
    route = mock_api.delete("/contact-lists/cl_9/contacts/%2B14155550100").mock(
        return_value=httpx.Response(204)
    )
    client.remove_contact("cl_9", "+14155550100")
    assert route.called


def test_rename_contact_list(client, mock_api):
    mock_api.patch("/contact-lists/cl_9").mock(return_value=httpx.Response(200, json={"id": "cl_9", "name": "Q4"}))
    assert client.rename_contact_list("cl_9", "Q4")["name"] == "Q4"


def test_list_calls_paginates(client, mock_api):
    mock_api.get("/calls").mock(side_effect=[
        httpx.Response(200, json={"data": [{"id": "c1"}], "next_cursor": "abc"}),
        httpx.Response(200, json={"data": [{"id": "c2"}], "next_cursor": None}),
    ])
    assert [c["id"] for c in client.list_calls()] == ["c1", "c2"]
