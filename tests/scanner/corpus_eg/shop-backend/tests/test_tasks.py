import pytest
import responses

from crm.models import Customer, Segment
from crm.tasks import push_missed_call_followups, sync_segment

BASE = "https://api.ringlane.test/api/public/v1"

pytestmark = pytest.mark.django_db


@pytest.fixture
def segment(rep_user):
    seg = Segment.objects.create(name="Lapsed VIPs", owner=rep_user)
    for i in range(3):
        c = Customer.objects.create(email=f"c{i}@example.com", phone=f"+44770090000{i}")
        c.segments.add(seg)
    return seg


def test_sync_creates_list_then_adds(mocked, segment):
    mocked.add(responses.POST, f"{BASE}/contact-lists", json={"id": "cl_9"}, status=201)
    mocked.add(responses.POST, f"{BASE}/contact-lists/cl_9/contacts", json={"added": 3})
    assert sync_segment.apply(args=[segment.pk]).get() == 3
    segment.refresh_from_db()
    assert segment.ringlane_list_id == "cl_9"


def test_sync_disabled_api(mocked, segment):
    mocked.add(responses.POST, f"{BASE}/contact-lists", json={"error": "API disabled on the server"}, status=503)
    assert sync_segment.apply(args=[segment.pk]).get() == "api-disabled"


def test_followups_falls_back_to_ops_mailbox(mocked):
    url = f"{BASE}/contact-lists/cl_1/contacts"
    mocked.add(responses.POST, url, json={"error": "user not found"}, status=404)
    mocked.add(responses.POST, url, json={"added": 1})
    push_missed_call_followups.apply(args=["cl_1", ["+447700900111"], "left@brindlewood.shop"])
    assert mocked.calls[-1].request.headers["X-User-Email"] == "sales-ops@example.test"
