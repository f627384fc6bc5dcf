"""Nightly: delete Ringlane contact lists whose campaign ended > 30 days ago."""
from __future__ import annotations

import datetime as dt
import os

from aws_lambda_powertools import Logger

from ringlane import RinglaneClient, RinglaneDisabled, RinglaneError

logger = Logger(service="list-cleanup")
RETENTION_DAYS = int(os.environ.get("LIST_RETENTION_DAYS", "30"))
PROTECTED_PREFIXES = ("evergreen-", "partner-")


def _expired(lst: dict, now: dt.datetime) -> bool:
    if lst["name"].startswith(PROTECTED_PREFIXES):
        return False
    updated = dt.datetime.fromisoformat(lst["updatedAt"].replace("Z", "+00:00"))
    return (now - updated).days > RETENTION_DAYS


@logger.inject_lambda_context
def handler(event, context):
    client = RinglaneClient()
    now = dt.datetime.now(dt.timezone.utc)
    deleted, failed = 0, 0
    try:
        for lst in client.contact_lists():
            if not _expired(lst, now):
                continue
            try:
                client.delete_list(lst["id"])
                deleted += 1
            except RinglaneError as exc:
                failed += 1
                logger.warning("delete failed", extra={"list": lst["id"], "status": exc.status, "why": exc.message})
    except RinglaneDisabled:
        logger.error("Ringlane API disabled for tenant - skipping cleanup run")
        return {"deleted": 0, "skipped": True}
    logger.info("cleanup done", extra={"deleted": deleted, "failed": failed})
    return {"deleted": deleted, "failed": failed}
