"""Fans Ringstack call webhooks out to the analytics queue (legacy path, still in prod)."""
import base64
import hashlib
import hmac
import json
import os

import boto3

sqs = boto3.client("sqs")
QUEUE_URL = os.environ["CALL_EVENTS_QUEUE_URL"]
SIGNING_SECRET = os.environ["RINGSTACK_WEBHOOK_SECRET"].encode()


def _body(event):
    raw = event.get("body") or ""
    return base64.b64decode(raw) if event.get("isBase64Encoded") else raw.encode()


def handler(event, context):
    headers = {k.lower(): v for k, v in (event.get("headers") or {}).items()}
    signature = headers.get("x-ringstack-signature", "")
    body = _body(event)
    expected = hmac.new(SIGNING_SECRET, body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, signature):
        return {"statusCode": 401, "body": json.dumps({"error": "bad signature"})}

    payload = json.loads(body)
    sqs.send_message(QueueUrl=QUEUE_URL, MessageBody=json.dumps(payload))
    return {"statusCode": 204}
