import logging

from celery import shared_task

log = logging.getLogger(__name__)


@shared_task
def handle_call_event(event: dict) -> None:
    kind = event.get("type")
    if kind == "call.completed":
        log.info("call %s completed in %ss", event["data"]["id"], event["data"].get("duration"))
    elif kind == "call.failed":
        log.warning("call %s failed: %s", event["data"]["id"], event["data"].get("error"))
