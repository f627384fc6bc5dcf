"""Verifies that our Stripe webhook endpoint accepts a correctly signed test event."""
import hashlib
import hmac
import json
import os
import time

import requests

ENDPOINT = os.environ.get("STRIPE_HOOK_URL", "https://app.harborline.com/hooks/stripe")
SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "whsec_test")


def check():
    payload = json.dumps({"id": "evt_synthetic", "type": "ping"})
    ts = int(time.time())
    sig = hmac.new(SECRET.encode(), f"{ts}.{payload}".encode(), hashlib.sha256).hexdigest()
    resp = requests.post(
        ENDPOINT,
        data=payload,
        headers={"Stripe-Signature": f"t={ts},v1={sig}", "Content-Type": "application/json"},
        timeout=5,
    )
    return (0, "ok") if resp.status_code == 200 else (2, f"stripe hook returned {resp.status_code}")
