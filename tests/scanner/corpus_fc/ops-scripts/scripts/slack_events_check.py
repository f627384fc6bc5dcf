#!/usr/bin/env python3
"""Validate a captured Slack Events API request (for the #oncall bot)."""
import hashlib
import hmac
import json
import os
import sys
import time

SIGNING_SECRET = os.environ["SLACK_SIGNING_SECRET"].encode()


def valid(headers, body):
    ts = headers.get("X-Slack-Request-Timestamp", "0")
    if abs(time.time() - int(ts)) > 60 * 5:
        return False
    base = f"v0:{ts}:{body}".encode()
    expected = "v0=" + hmac.new(SIGNING_SECRET, base, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, headers.get("X-Slack-Signature", ""))


if __name__ == "__main__":
    req = json.load(open(sys.argv[1]))
    print("ok" if valid(req["headers"], req["body"]) else "INVALID")
