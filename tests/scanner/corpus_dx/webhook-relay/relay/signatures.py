import hashlib
import hmac
import time

import stripe

from . import config


def _lower(headers):
    return {k.lower(): v for k, v in (headers or {}).items()}


def verify_ringlane_legacy(headers, body: bytes) -> bool:
    sig = _lower(headers).get(config.LEGACY_SIG_HEADER, "")
    expected = hmac.new(config.RINGLANE_SECRET, body, hashlib.sha256).hexdigest()
    return bool(sig) and hmac.compare_digest(sig, expected)


def verify_ringlane_v2(headers, body: bytes, tolerance_ms: int = 300_000) -> bool:
    raw = _lower(headers).get("service-signature", "")
    parts = dict(p.split("=", 1) for p in raw.split(",") if "=" in p)
    ts, sig = parts.get("t"), parts.get("v1")
    if not ts or not sig:
        return False
    if abs(int(time.time() * 1000) - int(ts)) > tolerance_ms:
        return False
    signed = f"{ts}.".encode() + body
    expected = hmac.new(config.RINGLANE_V2_SECRET, signed, hashlib.sha256).hexdigest()
    return hmac.compare_digest(sig, expected)


def verify_stripe(headers, body: bytes):
    return stripe.Webhook.construct_event(body, _lower(headers)["stripe-signature"], config.STRIPE_SECRET)
