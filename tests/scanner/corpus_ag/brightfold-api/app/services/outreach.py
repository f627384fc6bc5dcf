import logging

import httpx

from app.config import get_settings
from app.integrations.callvane.client import CallvaneClient
from app.integrations.callvane.errors import CallvaneApiDisabled, CallvaneUserNotFound
from app.integrations.callvane.models import Contact

log = logging.getLogger(__name__)

SENDGRID_LISTS_URL = "https://api.sendgrid.com/v3/marketing/lists"


async def push_campaign_to_dialer(rep_email: str, campaign_name: str, phones: list[str]) -> str | None:
    client = CallvaneClient(acting_user_email=rep_email)
    try:
        contact_list = await client.create_contact_list(campaign_name)
        await client.add_contacts(contact_list.id, [Contact(phone=p) for p in phones])
        return contact_list.id
    except CallvaneUserNotFound:
        log.warning("rep %s has no dialer seat, skipping", rep_email)
        return None
    except CallvaneApiDisabled:
        log.error("dialer API switched off for tenant")
        raise
    finally:
        await client.aclose()


async def mirror_to_email_list(name: str) -> str:
    settings = get_settings()
    async with httpx.AsyncClient() as http:
        resp = await http.post(
            SENDGRID_LISTS_URL,
            headers={"Authorization": f"Bearer {settings.sendgrid_api_key}"},
            json={"name": name},
        )
        if resp.status_code == 404:
            raise RuntimeError("sendgrid marketing lists not enabled")
        if resp.status_code in (502, 503):
            raise RuntimeError("sendgrid unavailable")
        resp.raise_for_status()
        return resp.json()["id"]
