from unittest import mock

from backoffice.extensions import db
from backoffice.integrations.ringlane import RinglaneError
from backoffice.models import Campaign, Prospect
from backoffice.tasks import sync_campaign


def _campaign():
    c = Campaign(name="Winback", owner_email="ana@harborline.example", status="active", ringlane_list_id="cl_7")
    db.session.add(c)
    db.session.add(Prospect(campaign=c, phone_e164="+14155550100"))
    db.session.commit()
    return c


def test_disabled_api_pauses_campaign(app):
    c = _campaign()
    with mock.patch("backoffice.services.dialer_sync.push_prospects",
                    side_effect=RinglaneError(503, "API disabled on the server")):
        assert sync_campaign.run(c.id) == 0
    assert db.session.get(Campaign, c.id).status == "paused"


def test_sync_happy_path(app, ringlane_url, requests_mock):
    c = _campaign()
    requests_mock.get(f"{ringlane_url}/contact-lists/cl_7", json={"id": "cl_7", "name": "Winback"})
    requests_mock.post(f"{ringlane_url}/contact-lists/cl_7/contacts", json={"added": 1})
    assert sync_campaign.run(c.id) == 1
    assert db.session.get(Campaign, c.id).last_synced_at is not None
