import asyncio
import logging

from celery import shared_task

from core.models import Campaign
from .client import CallstrideClient
from .errors import CallstrideError, CallstrideUnavailable, CallstrideUserNotFound
from .models import Contact, CreateContactListRequest

log = logging.getLogger(__name__)


@shared_task(
    bind=True,
    autoretry_for=(CallstrideUnavailable,),
    retry_backoff=True,
    retry_backoff_max=300,
    max_retries=6,
)
def push_campaign_to_dialer(self, campaign_id: int) -> str:
    campaign = Campaign.objects.select_related("owner").get(pk=campaign_id)
    contacts = [Contact(phone=p.e164, first_name=p.first_name) for p in campaign.prospects.all()]

    async def _run():
        async with CallstrideClient(acting_user=campaign.owner.email) as cs:
            lst = await cs.create_contact_list(CreateContactListRequest(name=campaign.name))
            await cs.append_contacts(lst.id, contacts)
            return lst.id

    try:
        list_id = asyncio.run(_run())
    except CallstrideUserNotFound:
        log.warning("rep %s has no Callstride seat; skipping campaign %s", campaign.owner.email, campaign_id)
        campaign.mark_dialer_failed("rep has no dialer seat")
        return ""
    campaign.dialer_list_id = list_id
    campaign.save(update_fields=["dialer_list_id"])
    return list_id


@shared_task(bind=True, max_retries=3)
def remove_opted_out_number(self, list_id: str, phone: str) -> None:
    async def _run():
        async with CallstrideClient() as cs:
            await cs.remove_contact(list_id, phone)

    try:
        asyncio.run(_run())
    except CallstrideError as exc:
        if exc.status in (502, 503):
            raise self.retry(exc=exc, countdown=60)
        raise
