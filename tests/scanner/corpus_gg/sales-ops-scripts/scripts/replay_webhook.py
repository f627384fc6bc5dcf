"""Verify and replay a captured webhook delivery against local leadforge.

Captures are JSON: {"source": "dialwave"|"github", "headers": {...}, "body": "..."}
"""
import hashlib
import hmac
import json
import os
import sys

import requests


def verify(capture):
    body = capture["body"].encode()
    headers = {k.lower(): v for k, v in capture["headers"].items()}
    if capture["source"] == "github":
        sent = headers.get("x-hub-signature-256", "").removeprefix("sha256=")
        secret = os.environ["GITHUB_WEBHOOK_SECRET"]
    else:
        sent = headers.get("x-dialwave-signature", "")
        secret = os.environ["DIALWAVE_WEBHOOK_SECRET"]
    want = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(want, sent)


def main(path, target="http://localhost:8000/hooks/dialwave/"):
    capture = json.load(open(path))
    if not verify(capture):
        sys.exit("signature mismatch -- wrong secret?")
    r = requests.post(target, data=capture["body"], headers=capture["headers"], timeout=10)
    print(r.status_code, r.text[:200])


if __name__ == "__main__":
    main(*sys.argv[1:])
