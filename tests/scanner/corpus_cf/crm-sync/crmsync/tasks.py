import logging

import requests
from celery import shared_task
from hubspot import HubSpot
from django.conf import settings

from crmsync.dialwise import DialwiseClient, DialwiseIdpUnavailable, DialwiseUserNotFound

logger = logging.getLogger(__name__)


def _hubspot():
    return HubSpot(access_token=settings.HUBSPOT_ACCESS_TOKEN)


@shared_task(bind=True, max_retries=5, default_retry_delay=60)
def push_territory_leads(self, territory, list_id):
    leads = _hubspot().crm.contacts.search_api.do_search(
        public_object_search_request={"filterGroups": [{"filters": [
            {"propertyName": "territory", "operator": "EQ", "value": territory}]}]}
    )
    contacts = [
        {"phone": c.properties["phone"], "first_name": c.properties.get("firstname")}
        for c in leads.results
        if c.properties.get("phone")
    ]
    try:
        DialwiseClient().add_contacts(list_id, contacts)
    except DialwiseIdpUnavailable as exc:
        raise self.retry(exc=exc)
    except DialwiseUserNotFound:
        logger.error("acting user %s is not provisioned in DialWise", settings.DIALWISE_ACTING_USER)


@shared_task(bind=True, max_retries=3)
def record_call_outcome(self, data):
    try:
        resp = requests.patch(
            f"https://api.hubapi.com/crm/v3/objects/contacts/{data['crm_id']}",
            headers={"Authorization": f"Bearer {settings.HUBSPOT_ACCESS_TOKEN}"},
            json={"properties": {"last_call_outcome": data["outcome"]}},
            timeout=10,
        )
        resp.raise_for_status()
    except requests.HTTPError as exc:
        if exc.response is not None and exc.response.status_code in (502, 503, 504):
            raise self.retry(exc=exc, countdown=30)
        raise
