"""Mailwave (email marketing) - we mirror every routed lead into a nurture list."""
import requests

from lead_router import config


class MailwaveError(RuntimeError):
    pass


def _headers():
    return {"x-api-key": config.MAILWAVE_API_KEY, "Content-Type": "application/json"}


def add_to_nurture(list_id, email, first_name=None):
    url = f"{config.MAILWAVE_BASE_URL}/contact-lists/{list_id}/members"
    resp = requests.post(
        url, json={"email": email, "first_name": first_name}, headers=_headers(), timeout=10
    )
    if resp.status_code == 409:
        return  # already subscribed
    if not resp.ok:
        err = resp.json().get("error", resp.text)
        raise MailwaveError(f"mailwave {resp.status_code}: {err}")


def list_contact_lists():
    resp = requests.get(f"{config.MAILWAVE_BASE_URL}/contact-lists", headers=_headers(), timeout=10)
    resp.raise_for_status()
    return resp.json()["data"]
