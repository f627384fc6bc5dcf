import argparse
import logging
import sys

import requests

from crm_sync import settings

from crm_sync.callspring.client import CallspringClient
from crm_sync.callspring.errors import (
    CallspringDisabled,
    CallspringError,
    CallspringUserNotFound,
    format_details,
)
from crm_sync.salesforce import SalesforceClient

log = logging.getLogger("crm_sync")


def check():
    """Used by the k8s readiness probe of the manual-run job."""
    resp = requests.get(
        f"{settings.CALLSPRING_BASE_URL}/contact-lists?limit=1",
        headers={
            "x-api-key": settings.CALLSPRING_API_KEY,
            "x-user-email": settings.CALLSPRING_ACTING_USER,
        },
        timeout=5,
    )
    return resp.status_code == 200


def run(list_id, view_id):
    sf = SalesforceClient()
    cs = CallspringClient()
    phones = [r["Phone"] for r in sf.list_view(view_id) if r.get("Phone")]
    log.info("pushing %d phones to list %s", len(phones), list_id)
    try:
        for i in range(0, len(phones), 500):
            cs.append_contacts(list_id, phones[i:i + 500])
    except CallspringUserNotFound:
        log.error("acting user is not provisioned in Callspring; see README")
        return 2
    except CallspringDisabled:
        log.warning("Callspring public API is switched off for our workspace; skipping")
        return 0
    except CallspringError as exc:
        log.error("callspring rejected batch: %s (%s)", exc, format_details(exc))
        return 1
    return 0


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--list-id")
    p.add_argument("--view-id")
    p.add_argument("--check", action="store_true")
    a = p.parse_args()
    if a.check:
        sys.exit(0 if check() else 1)
    logging.basicConfig(level=logging.INFO)
    sys.exit(run(a.list_id, a.view_id))
