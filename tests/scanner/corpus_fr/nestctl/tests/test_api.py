import httpx
import pytest
import respx

from nestctl.api import ApiError, legacy_client, raise_for_legacy, raise_for_v2
from nestctl.config import CliConfig


def cfg(**kw):
    return CliConfig(host="https://api.callnest.test", api_key="k", acting_user="qa@larkspurhealth.com", **kw)


@respx.mock
def test_legacy_client_uses_v1_base():
    route = respx.get("https://api.callnest.test/api/public/v1/me").mock(
        return_value=httpx.Response(200, json={"email": "qa@larkspurhealth.com"})
    )
    with legacy_client(cfg()) as c:
        c.get("/me")
    assert route.called


def test_502_hint():
    with pytest.raises(ApiError) as ei:
        raise_for_legacy(httpx.Response(502, json={"error": "idp timeout"}))
    assert "try again" in ei.value.hint


def test_v2_error_shape():
    resp = httpx.Response(404, json={"error": {"code": "not_found", "message": "No such user"}})
    with pytest.raises(ApiError) as ei:
        raise_for_v2(resp)
    assert ei.value.hint == "not_found"
