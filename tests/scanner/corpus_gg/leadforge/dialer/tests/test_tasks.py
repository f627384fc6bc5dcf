from unittest import mock

import pytest

from dialer import tasks
from dialer.models import ListMembership
from dialer.services.errors import DialwaveDisabledError, DialwaveTransientError, DialwaveUserNotFound

pytestmark = pytest.mark.django_db


@mock.patch("dialer.tasks.DialwaveClient")
def test_push_creates_membership(Client, lead, contact_list):
    tasks.push_lead_to_dialer.apply(args=[lead.pk])
    Client.return_value.append_contacts.assert_called_once()
    assert ListMembership.objects.filter(lead=lead, contact_list=contact_list).exists()


@mock.patch("dialer.tasks.DialwaveClient")
def test_push_falls_back_to_ops_on_404_user(Client, lead, contact_list):
    Client.return_value.append_contacts.side_effect = [DialwaveUserNotFound(404, "nope"), None]
    tasks.push_lead_to_dialer.apply(args=[lead.pk])
    assert Client.return_value.append_contacts.call_count == 2


@mock.patch("dialer.tasks.DialwaveClient")
def test_push_gives_up_when_503_disabled(Client, lead, contact_list):
    Client.return_value.append_contacts.side_effect = DialwaveDisabledError(503, "off")
    tasks.push_lead_to_dialer.apply(args=[lead.pk])
    assert not ListMembership.objects.exists()


@mock.patch("dialer.tasks.DialwaveClient")
def test_502_triggers_autoretry(Client, lead, contact_list):
    Client.return_value.append_contacts.side_effect = DialwaveTransientError(502, "idp")
    result = tasks.push_lead_to_dialer.apply(args=[lead.pk])
    assert result.state in ("RETRY", "FAILURE")
