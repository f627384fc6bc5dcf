import pytest
import responses

from ringlane import RinglaneHook
from ringlane.errors import RinglaneAPIDisabled, RinglaneTransientError, RinglaneUserNotFound

BASE = "https://api.ringlane.com/api/public/v1"


@pytest.fixture
def hook(monkeypatch):
    monkeypatch.setenv(
        "AIRFLOW_CONN_RINGLANE_DEFAULT",
        '{"conn_type": "http", "host": "%s", "password": "test-key", '
        '"extra": {"acting_user_email": "qa@northwind.io"}}' % BASE,
    )
    return RinglaneHook()


@responses.activate
def test_list_contact_lists(hook):
    responses.get(f"{BASE}/contact-lists", json=[{"id": "cl_1", "name": "auto/x"}])
    assert hook.list_contact_lists()[0]["id"] == "cl_1"
    assert len(responses.calls) == 1


@responses.activate
def test_503_raises_api_disabled(hook):
    responses.get(f"{BASE}/contact-lists", status=503, json={"error": "API disabled on the server"})
    with pytest.raises(RinglaneAPIDisabled):
        hook.list_contact_lists()


@responses.activate
def test_404_user_not_found(hook):
    responses.post(f"{BASE}/contact-lists", status=404, json={"error": "user not found"})
    with pytest.raises(RinglaneUserNotFound):
        hook.create_contact_list("x", "nobody@northwind.io")


@responses.activate
def test_retry_on_502_then_gives_up(hook):
    for _ in range(5):
        responses.get(f"{BASE}/contact-lists/cl_9", status=502, json={"error": "idp unreachable"})
    with pytest.raises(RinglaneTransientError):
        hook.request("GET", "/contact-lists/cl_9")
