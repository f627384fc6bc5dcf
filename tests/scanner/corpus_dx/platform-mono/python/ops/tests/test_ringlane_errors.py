import pytest
import responses
import requests

from lib.ringlane_errors import (
    ActingUserMissing,
    ListNotFound,
    TransientUpstream,
    raise_for_ringlane,
)

URL = "https://ringlane.test/lists"


def _resp(status, body):
    with responses.RequestsMock() as rm:
        rm.add(responses.GET, URL, json=body, status=status)
        return requests.get(URL)


def test_404_user_not_found_maps_to_acting_user_missing():
    with pytest.raises(ActingUserMissing):
        raise_for_ringlane(_resp(404, {"error": "user not found"}))


def test_404_other_maps_to_list_not_found():
    with pytest.raises(ListNotFound):
        raise_for_ringlane(_resp(404, {"error": "contact list not found"}))


def test_502_is_transient():
    with pytest.raises(TransientUpstream):
        raise_for_ringlane(_resp(502, {"error": "idp timeout"}))


def test_ok_passes():
    raise_for_ringlane(_resp(200, {"data": []}))
