"""Replay captured Talkvane webhook deliveries after verifying their signatures.

Deliveries are dumped by the nginx mirror as JSON lines:
  {"headers": {...}, "body": "<raw body>"}
"""
import hashlib
import hmac
import json
import sys

import requests

from . import settings

TARGET = "https://crm-hooks.northwindharbor.com/talkvane/events"


def valid(headers: dict, body: str) -> bool:
    lowered = {k.lower(): v for k, v in headers.items()}
    sent = lowered.get("x-talkvane-signature", "")
    expected = hmac.new(settings.WEBHOOK_SECRET.encode(), body.encode(), hashlib.sha256).hexdigest()
    return hmac.compare_digest(sent, expected)


def main(path: str) -> int:
    bad = 0
    with open(path) as fh:
        for line in fh:
            rec = json.loads(line)
            if not valid(rec["headers"], rec["body"]):
                bad += 1
                continue
            requests.post(TARGET, data=rec["body"], headers={
                "Content-Type": "application/json",
                settings.WEBHOOK_SIG_HEADER: rec["headers"].get(settings.WEBHOOK_SIG_HEADER, ""),
            }, timeout=10)
    print(f"replayed, {bad} rejected", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
