"""/tapfield slash command: on-call helpers."""
import hashlib
import hmac
import json
import os
import time
from urllib.parse import parse_qs

SLACK_SIGNING_SECRET = os.environ["SLACK_SIGNING_SECRET"].encode()


def _verify(headers, body):
    ts = headers.get("x-slack-request-timestamp", "0")
    if abs(time.time() - int(ts)) > 300:
        return False
    base = f"v0:{ts}:{body}".encode()
    digest = "v0=" + hmac.new(SLACK_SIGNING_SECRET, base, hashlib.sha256).hexdigest()
    return hmac.compare_digest(digest, headers.get("x-slack-signature", ""))


def handler(event, context):
    headers = {k.lower(): v for k, v in (event.get("headers") or {}).items()}
    body = event.get("body") or ""
    if not _verify(headers, body):
        return {"statusCode": 401, "body": json.dumps({"error": "invalid slack signature"})}
    params = parse_qs(body)
    text = (params.get("text") or [""])[0].strip()
    if text == "status":
        reply = "dispatch-svc: ok"
    else:
        reply = "usage: /tapfield status"
    return {"statusCode": 200, "body": json.dumps({"response_type": "ephemeral", "text": reply})}
