from unittest import mock

import pytest
import responses

from ringlane.errors import RinglaneApiDisabled, RinglaneUserNotFound
from ringlane.hook import RinglaneHook

BASE = "https://api.ringlane.example.test/api/public/v1"


@pytest.fixture
def hook():
    conn = mock.Mock(host=BASE, login="bot@tallgrassdata.com", password="test-key")
    with mock.patch.object(RinglaneHook, "get_connection", return_value=conn):
        yield RinglaneHook()


@responses.activate
def test_503_raises_api_disabled(hook):
    responses.add(responses.GET, f"{BASE}/contact-lists", status=503, json={"error": "API disabled"})
    with pytest.raises(RinglaneApiDisabled):
        list(hook.iter_contact_lists())


@responses.activate
def test_404_user_not_found(hook):
    responses.add(responses.POST, f"{BASE}/contact-lists/cl_1/contacts", status=404, json={"error": "user not found"})
    with pytest.raises(RinglaneUserNotFound):
        hook.append_contacts("cl_1", ["+15555550100"])


def test_headers_are_set(hook):
    assert hook.session.headers["Accept"] == "application/json"
