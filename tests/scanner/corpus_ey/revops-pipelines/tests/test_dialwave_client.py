import pytest
import responses

from revops.dialwave import DialwaveApiDisabled, DialwaveClient, DialwaveUserNotFound

ROOT = "https://api.dialwave.com/api/public/v1"


@responses.activate
def test_iter_contact_lists_paginates():
    responses.get(f"{ROOT}/contact-lists", json={"data": [{"id": "cl_1"}], "next_cursor": "c2"})
    responses.get(f"{ROOT}/contact-lists", json={"data": [{"id": "cl_2"}], "next_cursor": None})
    assert [c["id"] for c in DialwaveClient().iter_contact_lists()] == ["cl_1", "cl_2"]


@responses.activate
def test_503_means_api_disabled():
    responses.post(f"{ROOT}/contact-lists", status=503, json={"error": "API disabled on the server"})
    with pytest.raises(DialwaveApiDisabled):
        DialwaveClient().create_contact_list("x", "a@b.c")


@responses.activate
def test_404_user_not_found():
    responses.post(f"{ROOT}/contact-lists/cl_9/contacts", status=404, json={"error": "user not found"})
    with pytest.raises(DialwaveUserNotFound):
        DialwaveClient().append_contacts("cl_9", ["+15551230000"])

