"""Mailchimp audiences -> warehouse. Mailchimp calls them lists; we store them as contact lists."""
import mailchimp_marketing as MailchimpMarketing
from mailchimp_marketing.api_client import ApiClientError

from config import settings


def client():
    mc = MailchimpMarketing.Client()
    mc.set_config({"api_key": settings.MAILCHIMP_API_KEY, "server": settings.MAILCHIMP_SERVER})
    return mc


def export_contact_lists():
    mc = client()
    try:
        resp = mc.lists.get_all_lists(count=1000)
    except ApiClientError as err:
        if err.status_code == 404:
            return []
        raise
    return [
        {"id": l["id"], "name": l["name"], "member_count": l["stats"]["member_count"]}
        for l in resp["lists"]
    ]
