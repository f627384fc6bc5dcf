"""Keeps Ringlane contact lists in step with our Campaign audiences."""
import logging

from django.db import transaction
from django.utils import timezone

from dialing.models import Campaign, CampaignAudienceMember
from dialing.services.ringlane import (
    ContactListNotFound,
    RinglaneUserNotFound,
    get_client,
)

log = logging.getLogger(__name__)


def ensure_list_for_campaign(campaign: Campaign) -> str:
    client = get_client(acting_user=campaign.owner.email)
    if campaign.ringlane_list_id:
        try:
            client.get_contact_list(campaign.ringlane_list_id)
            return campaign.ringlane_list_id
        except ContactListNotFound:
            log.info("list %s vanished upstream, recreating", campaign.ringlane_list_id)
    try:
        created = client.create_contact_list(campaign.name, campaign.owner.email)
    except RinglaneUserNotFound:
        # Owner was never provisioned as a Ringlane seat; fall back to the bot.
        created = get_client().create_contact_list(campaign.name, "ops-bot@harborline.co")
    campaign.ringlane_list_id = str(created["id"])
    campaign.save(update_fields=["ringlane_list_id"])
    return campaign.ringlane_list_id


@transaction.atomic
def push_pending_members(campaign: Campaign) -> int:
    list_id = ensure_list_for_campaign(campaign)
    pending = list(
        CampaignAudienceMember.objects.select_for_update()
        .filter(campaign=campaign, pushed_at__isnull=True, phone__isnull=False)
        .values_list("id", "phone")
    )
    if not pending:
        return 0
    ids, phones = zip(*pending)
    get_client(acting_user=campaign.owner.email).append_contacts(list_id, list(phones))
    CampaignAudienceMember.objects.filter(id__in=ids).update(pushed_at=timezone.now())
    return len(ids)


def drop_member(member: CampaignAudienceMember) -> None:
    if not member.campaign.ringlane_list_id:
        return
    get_client().remove_contact(member.campaign.ringlane_list_id, member.phone)
    member.delete()
