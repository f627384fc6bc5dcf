import logging

from celery import Celery

from app.config import get_settings
from app.integrations.enrichment import EnrichmentClient
from app.integrations.postwell import PostwellClient
from app.ringlane.client import RinglaneClient
from app.ringlane.errors import RinglaneError, RinglaneTransientError

log = logging.getLogger(__name__)
settings = get_settings()
celery_app = Celery("fernbrook", broker=settings.celery_broker_url)


@celery_app.task(
    bind=True,
    autoretry_for=(RinglaneTransientError,),
    retry_backoff=True,
    max_retries=6,
)
def sync_segment(self, segment_id: str, requested_by: str):
    rl = RinglaneClient.from_settings(settings)
    enrich = EnrichmentClient(settings.enrichment_url, settings.enrichment_api_key.get_secret_value())
    phones = [p for p in enrich.phones_for_segment(segment_id) if p]
    lst = rl.create_contact_list(name=f"segment-{segment_id}", owner_email=requested_by)
    try:
        added = rl.append_contacts(lst["id"], phones)
    except RinglaneError as exc:
        if exc.status == 502:
            raise self.retry(exc=exc, countdown=30)
        log.error("append failed for %s: %s", segment_id, exc.message)
        raise
    log.info("segment %s -> list %s (%d contacts)", segment_id, lst["id"], added)
    return added


@celery_app.task
def mirror_to_postwell(segment_id: str):
    pw = PostwellClient(settings.postwell_api_url, settings.postwell_api_key.get_secret_value())
    list_id = pw.ensure_contact_list(f"segment-{segment_id}")
    log.info("postwell list %s ready", list_id)
