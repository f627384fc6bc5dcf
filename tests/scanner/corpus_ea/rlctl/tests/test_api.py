import httpx
import pytest
import respx

from rlctl import api
from rlctl.config import Profile
from rlctl.errors import ApiError

PROFILE = Profile(host="api.ringlane.test", api_key="k", okta_user_id="00u1abcd")
BASE = "https://api.ringlane.test/api/public/v1"


@respx.mock
def test_list_lists_sends_okta_id():
    route = respx.get(f"{BASE}/contact-lists").mock(return_value=httpx.Response(200, json={"data": []}))
    with api.client(PROFILE) as c:
        assert api.list_lists(c) == []
    assert route.calls.last.request.headers["X-User-Id"] == "00u1abcd"


@respx.mock
def test_user_not_found_hint():
    respx.get(f"{BASE}/contact-lists/cl_1").mock(
        return_value=httpx.Response(404, json={"error": "user not found"})
    )
    with api.client(PROFILE) as c, pytest.raises(ApiError) as ei:
        api.show_list(c, "cl_1")
    assert "provision" in ei.value.hint


@respx.mock
def test_validation_details_are_listed():
    respx.post(f"{BASE}/contact-lists/cl_1/contacts").mock(
        return_value=httpx.Response(
            400,
            json={"error": "validation failed", "details": [{"path": "contacts[0].phone", "message": "invalid"}]},
        )
    )
    with api.client(PROFILE) as c, pytest.raises(ApiError) as ei:
        api.add_numbers(c, "cl_1", ["123"])
    assert "contacts[0].phone" in ei.value.message
