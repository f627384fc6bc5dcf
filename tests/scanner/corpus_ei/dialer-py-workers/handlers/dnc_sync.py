"""SQS consumer: numbers added to the do-not-call registry are pulled out of every dialer list."""
from __future__ import annotations

import json
import os

import requests
from aws_lambda_powertools import Logger
from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response

from ringlane import ActingUserMissing, ContactListNotFound, RinglaneClient, RinglaneUnavailable
from ringlane.settings import secure_param

logger = Logger(service="dnc-sync")
processor = BatchProcessor(event_type=EventType.SQS)

_client: RinglaneClient | None = None


def _rl() -> RinglaneClient:
    global _client
    if _client is None:
        _client = RinglaneClient()
    return _client


def _record_compliance(phone: str, lists: list[str]) -> None:
    """Audit trail in our own compliance service (API Gateway + usage plan key)."""
    resp = requests.post(
        f"{os.environ['COMPLIANCE_API_URL']}/dnc-removals",
        headers={
            "x-api-key": secure_param(os.environ["COMPLIANCE_KEY_PARAM"]),
            "X-User-Email": "dnc-sync@brightwater.io",
        },
        json={"phone": phone, "lists": lists},
        timeout=5,
    )
    if resp.status_code in (502, 503):
        logger.warning("compliance service unavailable; audit will be retried by SQS")
        resp.raise_for_status()
    if resp.status_code == 404:
        logger.info("no compliance record for %s", phone)


def record_handler(record) -> None:
    msg = json.loads(record.body)
    phone = msg["phone"]
    touched = []
    for lst in _rl().contact_lists():
        try:
            _rl().remove_phone(lst["id"], phone)
            touched.append(lst["id"])
        except ContactListNotFound:
            continue
        except ActingUserMissing:
            logger.exception("acting user gone; fix RINGLANE_ACTING_USER_ID")
            raise
        except RinglaneUnavailable:
            # bubble up so SQS redelivers
            raise
    _record_compliance(phone, touched)


@logger.inject_lambda_context
def handler(event, context):
    return process_partial_response(event=event, record_handler=record_handler, processor=processor, context=context)
