"""HTTP API (payload v2.0) endpoint receiving Ringlane call-outcome webhooks."""
from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os

from aws_lambda_powertools import Logger

from ringlane.settings import secure_param

logger = Logger(service="outcome-webhook")

SIGNATURE_HEADER = "x-ringlane-signature"


def _resp(status: int, body: dict) -> dict:
    return {"statusCode": status, "headers": {"content-type": "application/json"}, "body": json.dumps(body)}


def _secret() -> bytes:
    return secure_param(os.environ.get("RINGLANE_WEBHOOK_PARAM", "/brightwater/dev/ringlane/webhook-secret")).encode()


@logger.inject_lambda_context
def handler(event, context):
    raw = event.get("body") or ""
    if event.get("isBase64Encoded"):
        raw = base64.b64decode(raw).decode()

    headers = {k.lower(): v for k, v in (event.get("headers") or {}).items()}
    received = headers.get(SIGNATURE_HEADER, "")
    digest = hmac.new(_secret(), raw.encode(), hashlib.sha256).hexdigest()
    if not received or not hmac.compare_digest(received, digest):
        logger.warning("signature mismatch")
        return _resp(401, {"error": "invalid signature"})

    outcome = json.loads(raw)
    logger.info("outcome", extra={"call": outcome.get("callId"), "disposition": outcome.get("disposition")})
    return _resp(204, {})
