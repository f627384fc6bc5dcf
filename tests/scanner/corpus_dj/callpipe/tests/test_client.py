import pytest
import responses

from callpipe import contact_lists
from callpipe.client import CallwrightClient
from callpipe.errors import ActingUserNotFound, ApiDisabled, IdpUnavailable

V1 = "https://api.callwright.io/api/public/v1"


@pytest.mark.vcr
def test_iter_calls_paginates(cw_settings):
    client = CallwrightClient(cw_settings)
    calls = list(client.iter_calls("2024-03-04T00:00:00Z", "2024-03-05T00:00:00Z"))
    assert len(calls) == 3
    assert {c["user_email"] for c in calls} == {"jlee@tidewatersolar.com", "mgarcia@tidewatersolar.com"}


@pytest.mark.vcr
def test_lists_frame(cw_settings):
    df = contact_lists.lists_frame(CallwrightClient(cw_settings))
    assert list(df.columns)[:2] == ["id", "name"]


@responses.activate
def test_502_is_idp_unavailable(cw_settings):
    responses.add(responses.GET, f"{V1}/users", status=502, json={"error": "identity provider unreachable"})
    with pytest.raises(IdpUnavailable):
        list(CallwrightClient(cw_settings).iter_users())


@responses.activate
def test_503_api_disabled(cw_settings):
    responses.add(responses.GET, f"{V1}/users", status=503, json={"error": "API disabled on the server"})
    with pytest.raises(ApiDisabled):
        list(CallwrightClient(cw_settings).iter_users())


@responses.activate
def test_unknown_acting_user(cw_settings):
    responses.add(responses.GET, f"{V1}/users", status=404, json={"error": "user not found", "details": []})
    with pytest.raises(ActingUserNotFound) as exc:
        list(CallwrightClient(cw_settings).iter_users())
    assert exc.value.status == 404


@responses.activate
def test_missing_list_returns_none(cw_settings):
    responses.add(responses.GET, f"{V1}/contact-lists/77", status=404, json={"error": "contact list not found"})
    assert contact_lists.get_list(CallwrightClient(cw_settings), 77) is None
