import pytest
import requests_mock
from airflow.exceptions import AirflowFailException
from airflow.models import Connection

from hooks.dialpond_hook import DialPondHook, DialPondTransientError

LEGACY = "https://api.dialpond.com/api/public/v1"


@pytest.fixture
def hook(monkeypatch):
    conn = Connection(conn_id="dialpond_default", conn_type="http", host="https://api.dialpond.com",
                      login="bot@tallowford.com", password="k")
    monkeypatch.setattr(DialPondHook, "get_connection", classmethod(lambda cls, _: conn))
    return DialPondHook()


def test_lists(hook):
    with requests_mock.Mocker() as m:
        m.get(f"{LEGACY}/contact-lists", json={"items": [{"id": "1", "name": "x"}]})
        assert hook.get_contact_lists()[0]["id"] == "1"


def test_503_fails_without_retry(hook):
    with requests_mock.Mocker() as m:
        m.post(f"{LEGACY}/contact-lists", status_code=503, json={"error": "API disabled"})
        with pytest.raises(AirflowFailException):
            hook.create_contact_list("x")


def test_502_is_transient(hook):
    with requests_mock.Mocker() as m:
        m.delete(f"{LEGACY}/contact-lists/9", status_code=502, json={"error": "upstream"})
        with pytest.raises(DialPondTransientError):
            hook.delete_contact_list("9")
