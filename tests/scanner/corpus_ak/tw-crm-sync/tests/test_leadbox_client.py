import responses

from tw_crm_sync.clients.leadbox import LeadboxClient
from tw_crm_sync.settings import LeadboxSettings

BASE = "https://api.leadbox.io/v1"


@responses.activate
def test_subscribe_posts_emails():
    client = LeadboxClient(LeadboxSettings(base_url=BASE, api_key="lbx-test"))
    responses.post(f"{BASE}/contact-lists/nurture-q3/contacts", json={})
    client.subscribe("nurture-q3", ["a@example.com"])
    req = responses.calls[0].request
    assert req.headers["x-api-key"] == "lbx-test"


@responses.activate
def test_404_raises_leadbox_error():
    client = LeadboxClient(LeadboxSettings(base_url=BASE, api_key="lbx-test"))
    responses.get(f"{BASE}/contact-lists", status=404, json={"error": "not found"})
    try:
        client.list_contact_lists()
    except Exception as exc:  # noqa: BLE001
        assert "leadbox resource missing" in str(exc)
