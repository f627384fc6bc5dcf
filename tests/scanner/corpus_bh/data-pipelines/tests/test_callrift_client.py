import pytest
import responses

from pipelines.callrift import client as cr
from pipelines.callrift.client import CallriftClient, CallriftDisabled, CallriftError

BASE = "https://api.callrift.com/api/public/v1"


@pytest.fixture(autouse=True)
def _base(monkeypatch):
    monkeypatch.setattr(cr.settings, "CALLRIFT_API_BASE", BASE)


@responses.activate
def test_iter_contact_lists_paginates():
    responses.get(f"{BASE}/contact-lists", json={"data": [{"id": "l1"}], "has_more": True})
    responses.get(f"{BASE}/contact-lists", json={"data": [{"id": "l2"}], "has_more": False})
    ids = [l["id"] for l in CallriftClient(api_key="k", acting_user="a@b.co").iter_contact_lists()]
    assert ids == ["l1", "l2"]


@responses.activate
def test_503_raises_disabled():
    responses.get(f"{BASE}/contact-lists/l1/contacts", status=503, json={"error": "API disabled on the server"})
    with pytest.raises(CallriftDisabled):
        CallriftClient(api_key="k", acting_user="a@b.co").contact_list_members("l1")


@responses.activate
def test_404_user_not_found_message():
    responses.get(f"{BASE}/calls", status=404, json={"error": "user not found", "details": []})
    with pytest.raises(CallriftError) as exc:
        CallriftClient(api_key="k", acting_user="ghost@b.co").call_logs("2024-01-01")
    assert exc.value.message == "user not found"
