"""Mailchimp Marketing API: audiences ("lists") and their members."""
import hashlib

import requests

from dialer_sync import settings


class MailchimpError(Exception):
    pass


def _base():
    return f"https://{settings.MAILCHIMP_SERVER}.api.mailchimp.com/3.0"


def list_members(list_id, count=500, offset=0):
    resp = requests.get(
        f"{_base()}/lists/{list_id}/members",
        auth=("harborview", settings.MAILCHIMP_API_KEY),
        params={"count": count, "offset": offset, "fields": "members.email_address,members.merge_fields"},
        timeout=20,
    )
    if resp.status_code in (502, 503, 504):
        # Mailchimp's edge hiccups regularly; caller retries on next cron tick
        raise MailchimpError(f"mailchimp unavailable ({resp.status_code})")
    if resp.status_code == 404:
        raise MailchimpError(f"audience {list_id} not found")
    resp.raise_for_status()
    return resp.json()["members"]


def unsubscribe(list_id, email):
    h = hashlib.md5(email.lower().encode()).hexdigest()
    resp = requests.patch(
        f"{_base()}/lists/{list_id}/members/{h}",
        auth=("harborview", settings.MAILCHIMP_API_KEY),
        json={"status": "unsubscribed"},
        timeout=20,
    )
    if not resp.ok:
        body = resp.json()
        raise MailchimpError(body.get("detail") or body.get("title"))
