"""Pushes lead stage changes to HubSpot (CRM of record for marketing)."""
import requests
from django.conf import settings

HUBSPOT_BASE = "https://api.hubapi.com"


def upsert_contact(lead):
    token = getattr(settings, "HUBSPOT_PRIVATE_APP_TOKEN", "")
    resp = requests.post(
        f"{HUBSPOT_BASE}/crm/v3/objects/contacts",
        headers={"Authorization": f"Bearer {token}"},
        json={"properties": {"email": lead.email, "phone": lead.phone, "lifecyclestage": lead.stage}},
        timeout=10,
    )
    if resp.status_code == 409:
        existing_id = resp.json().get("message", "").rsplit(" ", 1)[-1]
        return patch_contact(existing_id, lead)
    resp.raise_for_status()
    return resp.json()["id"]


def patch_contact(contact_id, lead):
    token = getattr(settings, "HUBSPOT_PRIVATE_APP_TOKEN", "")
    resp = requests.patch(
        f"{HUBSPOT_BASE}/crm/v3/objects/contacts/{contact_id}",
        headers={"Authorization": f"Bearer {token}"},
        json={"properties": {"lifecyclestage": lead.stage}},
        timeout=10,
    )
    resp.raise_for_status()
    return contact_id
