import base64
import hashlib
import hmac
import json
import os

import boto3
import stripe
from aws_lambda_powertools import Logger

from .callvane import CallvaneClient, CallvaneError, UserNotFound

log = Logger(service="lead-relay")
ssm = boto3.client("ssm")


def _param(name: str) -> str:
    return ssm.get_parameter(Name=os.environ[name], WithDecryption=True)["Parameter"]["Value"]


def _json(status: int, body: dict) -> dict:
    return {"statusCode": status, "headers": {"content-type": "application/json"}, "body": json.dumps(body)}


def _raw_body(event) -> bytes:
    body = event.get("body") or ""
    return base64.b64decode(body) if event.get("isBase64Encoded") else body.encode()


def handle_callvane(event) -> dict:
    headers = {k.lower(): v for k, v in event.get("headers", {}).items()}
    raw = _raw_body(event)
    received = headers.get("x-callvane-signature", "")
    expected = hmac.new(_param("CALLVANE_SIGNING_SECRET_PARAM").encode(), raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(received, expected):
        log.warning("bad callvane signature")
        return _json(401, {"error": "invalid signature"})

    payload = json.loads(raw)
    if payload.get("outcome") != "no_answer":
        return _json(200, {"ignored": True})

    client = CallvaneClient(_param("CALLVANE_API_KEY_PARAM"), os.environ["CALLVANE_ACTING_USER"])
    try:
        client.add_contacts(os.environ["CALLVANE_RETRY_LIST_ID"], [payload["contact"]["phone"]])
    except UserNotFound:
        log.error("acting user missing in Callvane; check CALLVANE_ACTING_USER")
        return _json(500, {"error": "misconfigured"})
    except CallvaneError as e:
        log.error("callvane failed", extra={"status": e.status, "msg": e.message})
        return _json(502, {"error": "upstream failure"})
    return _json(200, {"requeued": True})


def handle_stripe(event) -> dict:
    sig = event.get("headers", {}).get("stripe-signature", "")
    try:
        evt = stripe.Webhook.construct_event(_raw_body(event), sig, _param("STRIPE_WEBHOOK_SECRET_PARAM"))
    except (ValueError, stripe.error.SignatureVerificationError):
        return _json(400, {"error": "bad stripe signature"})
    log.info("stripe event", extra={"type": evt["type"]})
    return _json(200, {"ok": True})


@log.inject_lambda_context
def lambda_handler(event, context):
    path = event.get("rawPath", "")
    if path.endswith("/callvane"):
        return handle_callvane(event)
    if path.endswith("/stripe"):
        return handle_stripe(event)
    return _json(404, {"error": "not found"})
