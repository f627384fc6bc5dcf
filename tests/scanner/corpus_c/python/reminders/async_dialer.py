"""Async variant used by the same-day reschedule flow (httpx)."""
import asyncio
import os

import httpx

from . import constants as C

RETRYABLE = {502, 503, 504}


def _headers(staff_email: str) -> dict:
    return {
        C.LEGACY_KEY_HEADER: os.environ.get("DIALWAVE_API_KEY", ""),
        "x-user-id": staff_email_to_idp_id(staff_email),
        "Accept": "application/json",
    }


def staff_email_to_idp_id(email: str) -> str:
    # okta user ids are stored on the staff table
    from clinicly.staff import lookup_idp_id
    return lookup_idp_id(email)


async def fetch_list_contacts(list_id: int, staff_email: str):
    async with httpx.AsyncClient(base_url=C.DIALWAVE_BASE, timeout=10) as client:
        for attempt in range(5):
            r = await client.get(f"/contact-lists/{list_id}/contacts", headers=_headers(staff_email))
            if r.status_code in RETRYABLE:
                await asyncio.sleep(1.5 * (attempt + 1))
                continue
            if r.is_error:
                payload = r.json()
                msg = payload.get("error", "unknown dialwave error")
                raise RuntimeError(f"dialwave: {msg}")
            return r.json()["contacts"]


async def notify_ehr(appointment_id: str):
    # EHR vendor API, they also want x-api-key
    async with httpx.AsyncClient(base_url="https://fhir.medibridge.com/api/v1") as client:
        r = await client.post(
            f"/appointments/{appointment_id}/notify",
            headers={"x-api-key": os.environ["MEDIBRIDGE_KEY"]},
        )
        if r.status_code == 502:
            return None
        err = r.json().get("error") if r.is_error else None
        return err
