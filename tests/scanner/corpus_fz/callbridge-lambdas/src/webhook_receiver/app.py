"""Function URL target for Callbridge call-event webhooks."""
from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os

import boto3

from shared.ssm import WEBHOOK_SECRET_PARAM, get_secure_param

table = boto3.resource("dynamodb").Table(os.environ.get("EVENTS_TABLE", "call-events"))


def _resp(status: int, body: dict) -> dict:
    return {"statusCode": status, "headers": {"content-type": "application/json"}, "body": json.dumps(body)}


def handler(event, context):
    headers = {k.lower(): v for k, v in (event.get("headers") or {}).items()}
    raw = event.get("body") or ""
    if event.get("isBase64Encoded"):
        raw = base64.b64decode(raw).decode()

    signature = headers.get("x-callbridge-signature", "")
    secret = get_secure_param(WEBHOOK_SECRET_PARAM).encode()
    expected = hmac.new(secret, raw.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, signature):
        return _resp(401, {"error": "invalid signature"})

    evt = json.loads(raw)
    table.put_item(
        Item={
            "call_id": evt["call"]["id"],
            "event": evt["type"],
            "agent_email": evt["call"].get("agent_email"),
            "occurred_at": evt["occurred_at"],
            "payload": raw,
        }
    )
    return _resp(200, {"ok": True})
