from celery import Celery
from meridian_calling.client import RinglaneClient
from meridian_calling.errors import ActingUserNotFound

from . import ringlane_bulk
from .mailer_lists import upsert_list

app = Celery("crm_sync", broker="redis://redis:6379/0")
calling = RinglaneClient()


@app.task(bind=True, max_retries=5)
def sync_segment(self, segment: dict):
    owner = segment["owner_email"]
    try:
        lists = calling.list_contact_lists(owner)
    except ActingUserNotFound:
        return {"skipped": "owner not provisioned in Okta"}
    target = next((l for l in lists["items"] if l["name"] == segment["name"]), None)
    if target is None:
        target = calling.create_contact_list(owner, segment["name"])
    count = ringlane_bulk.push_segment(target["id"], owner, segment["phones"])
    upsert_list(segment["name"], segment["emails"])
    return {"pushed": count}
