import pytest
import responses
from airflow.exceptions import AirflowFailException, AirflowSkipException

from hooks.ringwell_hook import RingwellHook

LIST_URL = "https://api.ringwell.io/api/public/v1/contact-lists/cl_42/contacts"


@pytest.fixture
def hook(monkeypatch):
    h = RingwellHook(acting_email="nobody@northpeaksolar.com")
    h.base_url = "https://api.ringwell.io/api/public/v1"
    return h


@responses.activate
def test_unknown_user_fails_task(hook):
    responses.add(responses.GET, LIST_URL, json={"error": "user not found", "details": []}, status=404)
    with pytest.raises(AirflowFailException):
        hook.export_contact_list("cl_42")


@responses.activate
def test_503_skips_task(hook):
    responses.add(responses.GET, LIST_URL, json={"error": "API disabled"}, status=503)
    with pytest.raises(AirflowSkipException):
        hook.export_contact_list("cl_42")
