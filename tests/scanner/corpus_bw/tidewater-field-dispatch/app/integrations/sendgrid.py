"""Crew notification emails via SendGrid marketing lists."""

import httpx

from app.settings import get_settings

SENDGRID_URL = "https://api.sendgrid.com/v3"


async def add_to_contact_list(list_id: str, email: str) -> None:
    s = get_settings()
    async with httpx.AsyncClient(base_url=SENDGRID_URL, timeout=10) as http:
        resp = await http.put(
            "/marketing/contacts",
            headers={"Authorization": f"Bearer {s.sendgrid_api_key.get_secret_value()}"},
            json={"list_ids": [list_id], "contacts": [{"email": email}]},
        )
        if resp.status_code in (502, 503):
            raise RuntimeError("SendGrid temporarily unavailable")
        resp.raise_for_status()
