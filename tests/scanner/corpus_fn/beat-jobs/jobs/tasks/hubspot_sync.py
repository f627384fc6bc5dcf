import logging
import time

import requests

from ..app import app
from .. import settings

log = logging.getLogger(__name__)
HUBSPOT = "https://api.hubapi.com/crm/v3/objects/deals"


@app.task(bind=True, max_retries=5)
def sync_deals(self, after=None):
    headers = {"Authorization": f"Bearer {settings.HUBSPOT_TOKEN}"}
    params = {"limit": 100, "properties": "dealname,amount,dealstage"}
    if after:
        params["after"] = after
    resp = requests.get(HUBSPOT, headers=headers, params=params, timeout=30)
    if resp.status_code in (429, 502, 503):
        raise self.retry(countdown=int(resp.headers.get("Retry-After", 10)))
    if resp.status_code == 401:
        log.error("hubspot token rejected: %s", resp.json().get("message"))
        return
    resp.raise_for_status()
    body = resp.json()
    log.info("fetched %d deals", len(body["results"]))
    nxt = body.get("paging", {}).get("next", {}).get("after")
    if nxt:
        time.sleep(0.2)
        sync_deals.delay(after=nxt)
