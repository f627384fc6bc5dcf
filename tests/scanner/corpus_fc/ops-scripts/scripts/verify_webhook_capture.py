#!/usr/bin/env python3
"""Re-check the HMAC of webhook deliveries captured by the relay (JSONL dump).

Usage: verify_webhook_capture.py capture.jsonl  (secret in CADENZA_WEBHOOK_SECRET)
"""
import hashlib
import hmac
import json
import os
import sys

secret = os.environ["CADENZA_WEBHOOK_SECRET"].encode()
bad = 0
with open(sys.argv[1]) as fh:
    for n, line in enumerate(fh, 1):
        rec = json.loads(line)
        headers = {k.lower(): v for k, v in rec["headers"].items()}
        got = headers.get("x-cadenza-signature", "")
        want = hmac.new(secret, rec["body"].encode(), hashlib.sha256).hexdigest()
        if not hmac.compare_digest(got, want):
            bad += 1
            print(f"line {n}: signature mismatch for delivery {rec.get('id')}")
print(f"{bad} bad signatures")
sys.exit(1 if bad else 0)
