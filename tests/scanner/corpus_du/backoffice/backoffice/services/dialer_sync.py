"""Push campaign prospects to the dialer's contact lists."""
import logging
from datetime import datetime

from flask import current_app

from ..extensions import db
from ..integrations.ringlane import RinglaneClient, RinglaneError, RinglaneUserNotFound
from ..integrations.ringlane_v2.client import RinglaneV2Client
from ..models import Campaign, Prospect

log = logging.getLogger(__name__)


def _client():
    return RinglaneClient.from_app(current_app)


def ensure_list(campaign: Campaign) -> str:
    client = _client()
    if campaign.ringlane_list_id:
        try:
            client.get_contact_list(campaign.ringlane_list_id)
            return campaign.ringlane_list_id
        except RinglaneError as err:
            if err.status == 404 and err.message == "contact list not found":
                log.info("list %s vanished on dialer side, recreating", campaign.ringlane_list_id)
            else:
                raise
    created = client.create_contact_list(name=campaign.name, external_id=f"cmp-{campaign.id}")
    campaign.ringlane_list_id = created["id"]
    db.session.commit()
    return created["id"]


def push_prospects(campaign: Campaign) -> int:
    if current_app.config["RINGLANE_USE_V2"]:
        v2 = RinglaneV2Client(current_app.config["RINGLANE_V2_BASE_URL"], current_app.config["RINGLANE_V2_API_KEY"])
        phones = [p.phone_e164 for p in campaign.prospects.filter_by(pushed=False, opted_out=False)]
        v2.add_members(campaign.ringlane_list_id, phones)
        return len(phones)

    list_id = ensure_list(campaign)
    pending = campaign.prospects.filter_by(pushed=False, opted_out=False).all()
    try:
        added = _client().add_contacts(list_id, [p.phone_e164 for p in pending])
    except RinglaneUserNotFound:
        campaign.sync_error = "dialer service account missing - ask RevOps to re-invite dialer-bot"
        db.session.commit()
        return 0
    except RinglaneError as err:
        if err.details:
            campaign.sync_error = "; ".join(f"{d['path']}: {d['message']}" for d in err.details)
        else:
            campaign.sync_error = err.message
        db.session.commit()
        raise
    for p in pending:
        p.pushed = True
    campaign.last_synced_at = datetime.utcnow()
    campaign.sync_error = None
    db.session.commit()
    return added


def remove_opted_out(prospect: Prospect) -> None:
    if not prospect.campaign.ringlane_list_id:
        return
    try:
        _client().remove_contact(prospect.campaign.ringlane_list_id, prospect.phone_e164)
    except RinglaneError as err:
        if err.status != 404:
            raise
