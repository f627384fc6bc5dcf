"""Pull SendGrid marketing contact-lists sizes for the funnel dashboard."""
import os

import requests

SENDGRID_BASE = "https://api.sendgrid.com/v3"


def contact_lists():
    resp = requests.get(
        f"{SENDGRID_BASE}/marketing/lists",
        headers={"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}"},
        params={"page_size": 1000},
        timeout=30,
    )
    if resp.status_code == 404:
        return []
    resp.raise_for_status()
    return resp.json()["result"]


def delete_contact_list(list_id):
    resp = requests.delete(
        f"{SENDGRID_BASE}/marketing/lists/{list_id}",
        headers={"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}"},
        timeout=30,
    )
    if resp.status_code >= 400:
        raise RuntimeError(resp.json()["errors"][0]["message"])
