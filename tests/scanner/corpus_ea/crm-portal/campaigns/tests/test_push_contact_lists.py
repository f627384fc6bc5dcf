import pytest
import responses
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import override_settings

from campaigns.models import CallCampaign, CampaignMember

RL = "https://rl.example.test/api/public/v1"

RINGLANE_TEST = {
    "BASE_URL": RL,
    "API_KEY": "not-a-real-key",
    "ACTING_USER": "tests@quillfield.co.uk",
    "WEBHOOK_SECRET": "x",
    "TIMEOUT": 1,
}


@pytest.fixture
def campaign(db):
    c = CallCampaign.objects.create(name="Q3 lapsed home", owner_email="a@quillfield.co.uk")
    CampaignMember.objects.create(campaign=c, policy_no="H-1", phone="+447700900101")
    return c


@pytest.mark.django_db
@responses.activate
@override_settings(RINGLANE=RINGLANE_TEST)
def test_creates_list_and_appends(campaign):
    responses.post(f"{RL}/contact-lists", json={"id": "cl_77"})
    responses.post(f"{RL}/contact-lists/cl_77/contacts", json={"added": 1})
    call_command("push_contact_lists", campaign=campaign.pk)
    campaign.refresh_from_db()
    assert campaign.ringlane_list_id == "cl_77"


@pytest.mark.django_db
@responses.activate
@override_settings(RINGLANE=RINGLANE_TEST)
def test_api_disabled_aborts(campaign):
    responses.post(f"{RL}/contact-lists", status=503, json={"error": "API disabled on the server"})
    with pytest.raises(CommandError, match="disabled"):
        call_command("push_contact_lists", campaign=campaign.pk)
