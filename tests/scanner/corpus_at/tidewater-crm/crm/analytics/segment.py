import logging

import requests
from django.conf import settings

logger = logging.getLogger(__name__)

SEGMENT_TRACK_URL = "https://api.segment.io/v1/track"
SEGMENT_IDENTIFY_URL = "https://api.segment.io/v1/identify"


def track(user_id, event, properties=None):
    if not settings.SEGMENT_WRITE_KEY:
        return
    resp = requests.post(
        SEGMENT_TRACK_URL,
        json={"userId": str(user_id), "event": event, "properties": properties or {}},
        auth=(settings.SEGMENT_WRITE_KEY, ""),
        timeout=3,
    )
    if resp.status_code in (502, 503):
        logger.info("segment unavailable, dropping event %s", event)
    elif not resp.ok:
        logger.warning("segment error %s: %s", resp.status_code, resp.text[:200])


def identify(user):
    requests.post(
        SEGMENT_IDENTIFY_URL,
        json={"userId": str(user.pk), "traits": {"email": user.email}},
        auth=(settings.SEGMENT_WRITE_KEY, ""),
        timeout=3,
    )
