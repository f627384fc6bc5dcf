import logging

from .celery_app import celery
from .extensions import db
from .integrations.ringlane import RinglaneError, RinglaneUnavailable
from .integrations.sendgrid_lists import SendGridLists
from .models import Campaign, Prospect
from .services import dialer_sync

log = logging.getLogger(__name__)


@celery.task(bind=True, max_retries=5, default_retry_delay=60)
def sync_campaign(self, campaign_id: int):
    campaign = db.session.get(Campaign, campaign_id)
    if campaign is None or campaign.status != "active":
        return 0
    try:
        return dialer_sync.push_prospects(campaign)
    except RinglaneUnavailable as exc:
        # their IdP flaps a few times a week
        raise self.retry(exc=exc, countdown=30 * (self.request.retries + 1))
    except RinglaneError as exc:
        if exc.status == 503:
            log.error("Ringlane public API is disabled for our tenant; pausing sync")
            campaign.status = "paused"
            db.session.commit()
            return 0
        if exc.status == 429:
            raise self.retry(exc=exc, countdown=120)
        raise


@celery.task
def sync_all_campaigns():
    ids = [cid for (cid,) in db.session.query(Campaign.id).filter_by(status="active")]
    for cid in ids:
        sync_campaign.delay(cid)
    return len(ids)


@celery.task(bind=True, max_retries=3)
def remove_prospect(self, prospect_id: int):
    prospect = db.session.get(Prospect, prospect_id)
    if prospect is None:
        return
    try:
        dialer_sync.remove_opted_out(prospect)
    except RinglaneError as exc:
        if exc.status in (502, 429):
            raise self.retry(exc=exc, countdown=45)
        raise


@celery.task(bind=True, max_retries=3)
def mirror_to_sendgrid(self, campaign_id: int, list_id: str):
    from flask import current_app

    campaign = db.session.get(Campaign, campaign_id)
    sg = SendGridLists(current_app.config["SENDGRID_API_KEY"])
    contacts = [{"email": p.email, "first_name": p.full_name} for p in campaign.prospects if p.email]
    job = sg.upsert_contacts(list_id, contacts)
    if not job:
        raise self.retry(countdown=600)
    return job
