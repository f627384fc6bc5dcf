"""SQS consumer: CRM emits add/remove events, we mirror them into Callbridge contact lists."""
from __future__ import annotations

import json
import logging

from shared import callbridge
from shared.callbridge import CallbridgeError

logger = logging.getLogger()
logger.setLevel("INFO")


def _process(msg: dict) -> None:
    op = msg["op"]
    if op == "add":
        callbridge.append_contacts(msg["list_id"], [{"phone": msg["phone"], "name": msg.get("name")}])
    elif op == "remove":
        callbridge.remove_contact(msg["list_id"], msg["phone"])
    else:
        logger.warning("unknown op %s", op)


def handler(event, context):
    failures = []
    for record in event["Records"]:
        try:
            _process(json.loads(record["body"]))
        except CallbridgeError as err:
            if err.transient:
                failures.append({"itemIdentifier": record["messageId"]})
            elif err.status == 404 and err.message == "user not found":
                logger.error("service user %s no longer exists in Callbridge IdP", callbridge.SERVICE_USER_ID)
                failures.append({"itemIdentifier": record["messageId"]})
            elif err.status == 503:
                logger.critical("Callbridge reports the public API is disabled; parking batch")
                failures.append({"itemIdentifier": record["messageId"]})
            elif err.status == 400:
                for d in err.details:
                    logger.error("invalid field %s: %s", d["path"], d["message"])
            else:
                logger.exception("dropping message %s", record["messageId"])
    return {"batchItemFailures": failures}
