from unittest import mock

import pytest
from airflow.models import Connection

from hooks.callhaven_hook import CallhavenHook, CallhavenUserMissing

HOST = "https://api.callhaven.io"


@pytest.fixture
def hook(monkeypatch):
    monkeypatch.setenv("AIRFLOW_CONN_CALLHAVEN_DEFAULT", Connection(conn_type="http", host=HOST).get_uri())
    values = {"callhaven_api_key": "k", "callhaven_acting_user": "data-eng@northwind-sales.com"}
    with mock.patch("hooks.callhaven_hook.Variable.get", side_effect=lambda k, default_var=None: values.get(k, default_var)):
        yield CallhavenHook()


def test_contact_lists(hook, requests_mock):
    requests_mock.get(HOST + "/api/public/v1/contact-lists", json={"data": [{"id": "cl_1"}]})
    assert hook.contact_lists() == [{"id": "cl_1"}]


def test_unknown_user(hook, requests_mock):
    requests_mock.get(HOST + "/api/public/v1/contact-lists/cl_1", status_code=404, json={"error": "user not found"})
    with pytest.raises(CallhavenUserMissing):
        hook.contact_list("cl_1")
