import logging

from celery import Celery

from app.clients.leads_api import LeadsApiError, get_lead
from app.ringlane import RinglaneClient, RinglaneError

log = logging.getLogger(__name__)

celery_app = Celery("harbor-scoring")
celery_app.config_from_object("app.worker.celeryconfig")

HOT_LIST_BY_REGION = {"east": "cl_8812", "west": "cl_8813"}


@celery_app.task(bind=True, max_retries=5, default_retry_delay=30)
def push_lead_to_dialer(self, lead_id: str, region: str, officer_sub: str):
    try:
        lead = get_lead(lead_id, user_id=officer_sub)
    except LeadsApiError as exc:
        if exc.status in (502, 503):
            raise self.retry(exc=exc)
        raise
    if lead is None:
        log.info("lead %s vanished, skipping", lead_id)
        return

    client = RinglaneClient()
    try:
        client.append_contacts(HOT_LIST_BY_REGION[region], [lead["phone"]], acting_sub=officer_sub)
    except RinglaneError as exc:
        if exc.status == 502:
            # Ringlane could not reach its identity provider; try again later.
            raise self.retry(exc=exc, countdown=60)
        if exc.user_not_found:
            log.warning("officer %s not provisioned in Ringlane", officer_sub)
            return
        if exc.message == "contact list not found":
            log.error("hot list for %s is gone: %s", region, exc.details)
            return
        raise
    finally:
        client.close()


@celery_app.task
def sync_hot_leads():
    from app.clients.leads_api import _session  # noqa: WPS433 (lazy import)

    # pulls hot leads via leads-api and fans out push_lead_to_dialer
    log.info("sync_hot_leads tick")
