import pytest
import requests_mock

from backoffice.integrations.ringlane import RinglaneClient, RinglaneError, RinglaneUserNotFound
from backoffice.integrations.ringlane import constants as c
from backoffice.integrations.ringlane.errors import RinglaneApiDisabled, RinglaneUnavailable

BASE = "https://api.ringlane.io/api/public/v1"


@pytest.fixture
def rl():
    return RinglaneClient(api_key="test-key", acting_email="dialer-bot@harborline.example", base_url=BASE)


def test_sends_auth_headers(rl):
    with requests_mock.Mocker() as m:
        m.get(f"{BASE}/contact-lists", json={"items": [], "page": 1, "total": 0})
        rl.list_contact_lists()
        sent = m.last_request.headers
        assert sent[c.API_KEY_HEADER] == "test-key"
        assert sent[c.ACTING_USER_EMAIL_HEADER] == "dialer-bot@harborline.example"


def test_add_contacts_chunks(rl):
    phones = [f"+4420700{i:05d}" for i in range(1200)]
    with requests_mock.Mocker() as m:
        m.post(f"{BASE}/contact-lists/cl_42/contacts", json={"added": 500})
        assert rl.add_contacts("cl_42", phones) == 1500
        assert m.call_count == 3


def test_remove_contact_quotes_plus(rl):
    with requests_mock.Mocker() as m:
        m.delete(f"{BASE}/contact-lists/cl_42/contacts/%2B442070000001", status_code=204)
        rl.remove_contact("cl_42", "+442070000001")


def test_unknown_acting_user_maps_to_specific_error(rl):
    with requests_mock.Mocker() as m:
        m.get(f"{BASE}/contact-lists/cl_1", status_code=404,
              json={"error": "user not found", "details": []})
        with pytest.raises(RinglaneUserNotFound) as exc:
            rl.get_contact_list("cl_1")
    assert exc.value.message == "user not found"


def test_502_is_transient(rl):
    with requests_mock.Mocker() as m:
        m.post(f"{BASE}/contact-lists", status_code=502, json={"error": "identity provider unreachable"})
        with pytest.raises(RinglaneUnavailable):
            rl.create_contact_list("Q3 reactivation", "cmp-9")


def test_503_means_disabled(rl):
    with requests_mock.Mocker() as m:
        m.patch(f"{BASE}/contact-lists/cl_1", status_code=503, json={"error": "API disabled on the server"})
        with pytest.raises(RinglaneApiDisabled):
            rl.rename_contact_list("cl_1", "x")


def test_validation_details_are_kept(rl):
    with requests_mock.Mocker() as m:
        m.post(f"{BASE}/contact-lists", status_code=400, json={
            "error": "validation failed",
            "details": [{"path": "name", "message": "must not be blank"}],
        })
        with pytest.raises(RinglaneError) as exc:
            rl.create_contact_list("", "cmp-1")
    assert exc.value.field_errors == {"name": "must not be blank"}
