import pytest
import requests_mock as rm

from callbridge.exceptions import CallbridgeDisabled, CallbridgeUserNotFound
from callbridge.hooks import CallbridgeHook

BASE = "https://api.callbridge.io/api/public/v1"


@pytest.fixture
def hook(mocker):
    conn = mocker.Mock(host="https://api.callbridge.io", password="test-key", extra_dejson={})
    mocker.patch.object(CallbridgeHook, "get_connection", return_value=conn)
    mocker.patch("callbridge.hooks.time.sleep")
    return CallbridgeHook()


def test_headers_sent(hook, requests_mock):
    requests_mock.get(f"{BASE}/contact-lists", json={"items": [], "next_cursor": None})
    list(hook.iter_contact_lists())
    sent = requests_mock.last_request.headers
    assert sent["x-api-key"] == "test-key"
    assert sent["X-User-Email"] == "dialer-bot@harborline.com"


def test_retries_on_502_then_succeeds(hook, requests_mock):
    requests_mock.post(
        f"{BASE}/contact-lists/cl_1/contacts",
        [{"status_code": 502, "json": {"error": "identity provider unavailable"}}, {"json": {"added": 1}}],
    )
    assert hook.append_contacts("cl_1", ["+15550100"]) == {"added": 1}


def test_404_user_not_found_raises(hook, requests_mock):
    requests_mock.get(f"{BASE}/contact-lists", status_code=404, json={"error": "user not found"})
    with pytest.raises(CallbridgeUserNotFound):
        list(hook.iter_contact_lists())


def test_503_disabled(hook, requests_mock):
    requests_mock.delete(f"{BASE}/contact-lists/cl_9", status_code=503, json={"error": "API disabled on the server"})
    with pytest.raises(CallbridgeDisabled):
        hook.delete_contact_list("cl_9")
