import logging
import os

import requests

log = logging.getLogger(__name__)

INGEST_URL = os.environ.get("METRICLY_INGEST_URL", "https://ingest.metricly.dev/v1/events")
QUERY_URL = "https://api.metricly.dev/v1/projects/{project}/insights"


def track(user_id, event, properties=None):
    try:
        requests.post(
            INGEST_URL,
            json={"user_id": user_id, "event": event, "properties": properties or {}},
            headers={"x-api-key": os.environ.get("METRICLY_WRITE_KEY", "")},
            timeout=3,
        )
    except requests.RequestException:
        log.debug("metricly track failed", exc_info=True)


def funnel(project, steps):
    resp = requests.get(
        QUERY_URL.format(project=project),
        params={"steps": ",".join(steps)},
        headers={"Authorization": f"Bearer {os.environ['METRICLY_READ_KEY']}"},
        timeout=15,
    )
    if resp.status_code == 503:
        log.info("metricly query engine warming up")
        return None
    body = resp.json()
    if "error" in body:
        raise RuntimeError(body["error"])
    return body["result"]
