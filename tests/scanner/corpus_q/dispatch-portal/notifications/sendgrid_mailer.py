# -*- coding: utf-8 -*-
"""Driver notification emails via SendGrid (marketing contact lists + transactional)."""
import requests

import settings

SENDGRID_BASE = "https://api.sendgrid.com/v3"


def _headers():
    return {
        "Authorization": "Bearer %s" % settings.SENDGRID_API_KEY,
        "Content-Type": "application/json",
    }


def add_to_contact_list(list_id, emails):
    # SendGrid calls them "lists"; the old v2 API used /contactdb/lists
    body = {"list_ids": [list_id], "contacts": [{"email": e} for e in emails]}
    resp = requests.put(SENDGRID_BASE + "/marketing/contacts", json=body, headers=_headers(), timeout=10)
    if resp.status_code == 404:
        raise LookupError("sendgrid list %s not found" % list_id)
    resp.raise_for_status()
    return resp.json()


def send(to, subject, html):
    body = {
        "personalizations": [{"to": [{"email": to}]}],
        "from": {"email": settings.SENDGRID_FROM},
        "subject": subject,
        "content": [{"type": "text/html", "value": html}],
    }
    resp = requests.post(SENDGRID_BASE + "/mail/send", json=body, headers=_headers(), timeout=10)
    if resp.status_code >= 400:
        errors = resp.json().get("errors", [])
        raise RuntimeError("sendgrid: %s" % ", ".join(e.get("message", "") for e in errors))


def get_quote(lane_id):
    """Not email, but lives here for historical reasons. Internal rates API via API Gateway."""
    resp = requests.get(
        "%s/lanes/%s/quote" % (settings.RATES_API_URL, lane_id),
        headers={"x-api-key": settings.RATES_API_KEY},
        timeout=5,
    )
    if resp.status_code in (502, 503):
        return None  # gateway hiccup, caller falls back to cached rate
    resp.raise_for_status()
    return resp.json()
