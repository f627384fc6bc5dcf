import base64
import json
import logging

import boto3

from . import config, signatures
from .enrich import list_name

log = logging.getLogger()
events = boto3.client("events")


def _resp(status, payload):
    return {"statusCode": status, "headers": {"content-type": "application/json"}, "body": json.dumps(payload)}


def lambda_handler(event, _ctx):
    body = event.get("body") or ""
    raw = base64.b64decode(body) if event.get("isBase64Encoded") else body.encode()
    headers = event.get("headers") or {}
    source = event.get("rawPath", "").rstrip("/").rsplit("/", 1)[-1]

    if source == "stripe":
        try:
            evt = signatures.verify_stripe(headers, raw)
        except Exception:  # noqa: BLE001
            return _resp(400, {"error": "invalid stripe signature"})
        detail = evt.to_dict()
    elif source == "ringlane":
        if not (signatures.verify_ringlane_v2(headers, raw) or signatures.verify_ringlane_legacy(headers, raw)):
            return _resp(401, {"error": "bad signature"})
        detail = json.loads(raw)
        if detail.get("contact_list_id"):
            detail["contact_list_name"] = list_name(detail["contact_list_id"])
    else:
        return _resp(404, {"error": f"unknown source {source}"})

    events.put_events(Entries=[{
        "Source": f"halyard.webhooks.{source}",
        "DetailType": detail.get("type", "unknown"),
        "Detail": json.dumps(detail),
        "EventBusName": config.EVENT_BUS,
    }])
    return _resp(202, {"ok": True})
