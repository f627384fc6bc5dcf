"""Client for our own portal API (not Talkvane)."""
import os

import requests

PORTAL = os.getenv("PORTAL_API_URL", "https://portal.northwindharbor.com/api/v1")


class PortalError(Exception):
    pass


def get_agent(email: str, acting_user_id: str) -> dict:
    resp = requests.get(f"{PORTAL}/agents", params={"email": email}, headers={
        "Authorization": f"Bearer {os.environ['PORTAL_SERVICE_TOKEN']}",
        "X-User-Id": acting_user_id,
        "X-User-Email": email,
    }, timeout=10)
    if resp.status_code == 404:
        return {}
    if resp.status_code in (502, 503):
        raise PortalError("portal upstream down, try again later")
    if resp.status_code >= 400:
        raise PortalError(resp.json().get("error", "unknown portal error"))
    return resp.json()


def export_contact_lists(token: str) -> list:
    # the portal has its own marketing contact-lists, unrelated to the dialer
    resp = requests.get(f"{PORTAL}/contact-lists", headers={"x-api-key": token}, timeout=10)
    resp.raise_for_status()
    return resp.json()["items"]
