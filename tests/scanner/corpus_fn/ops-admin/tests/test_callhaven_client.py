import pytest

from admin.callhaven import CallhavenClient, CallhavenUnavailable, OperatorNotFound

BASE = "https://api.callhaven.test/api/public/v1"


@pytest.fixture
def ch():
    return CallhavenClient(BASE, "test-key", "ops@northwind-sales.com")


def test_list_contact_lists(ch, requests_mock):
    requests_mock.get(f"{BASE}/contact-lists", json={"data": [{"id": "cl_1", "name": "Q3 reactivation"}]})
    assert ch.list_contact_lists()[0]["id"] == "cl_1"


def test_append_contacts_posts_phones(ch, requests_mock):
    m = requests_mock.post(f"{BASE}/contact-lists/cl_1/contacts", status_code=201, json={"added": 2})
    ch.append_contacts("cl_1", ["+15550100", "+15550101"])
    assert m.last_request.json() == {"contacts": [{"phone": "+15550100"}, {"phone": "+15550101"}]}


def test_unknown_operator_raises(ch, requests_mock):
    requests_mock.get(f"{BASE}/contact-lists", status_code=404)
    with pytest.raises(OperatorNotFound):
        ch.list_contact_lists()


def test_api_disabled_raises(ch, requests_mock):
    requests_mock.delete(f"{BASE}/contact-lists/cl_9", status_code=503)
    with pytest.raises(CallhavenUnavailable):
        ch.delete_contact_list("cl_9")


def test_502_is_retried(ch, requests_mock, monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    requests_mock.get(
        f"{BASE}/contact-lists/cl_2",
        [{"status_code": 502}, {"json": {"id": "cl_2"}}],
    )
    assert ch.get_contact_list("cl_2")["id"] == "cl_2"
