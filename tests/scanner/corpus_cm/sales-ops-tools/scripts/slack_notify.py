#!/usr/bin/env python3
"""Post a message to #sales-ops. Also verifies slash-command requests."""
import hashlib
import hmac
import os
import time

import requests

SLACK_WEBHOOK = os.environ["SLACK_WEBHOOK_URL"]
SIGNING_SECRET = os.environ.get("SLACK_SIGNING_SECRET", "")


def notify(text):
    r = requests.post(SLACK_WEBHOOK, json={"text": text}, timeout=5)
    if r.status_code in (502, 503):
        time.sleep(2)
        r = requests.post(SLACK_WEBHOOK, json={"text": text}, timeout=5)
    return r.ok


def verify_slash_command(headers, body: bytes) -> bool:
    ts = headers.get("X-Slack-Request-Timestamp", "0")
    if abs(time.time() - int(ts)) > 300:
        return False
    base = f"v0:{ts}:{body.decode()}".encode()
    digest = "v0=" + hmac.new(SIGNING_SECRET.encode(), base, hashlib.sha256).hexdigest()
    return hmac.compare_digest(digest, headers.get("X-Slack-Signature", ""))
