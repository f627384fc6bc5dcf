"""SendGrid event webhook + marketing contact list sync."""
import base64
import os

import requests
from flask import Blueprint, abort, jsonify, request
from sendgrid.helpers.eventwebhook import EventWebhook

bp = Blueprint("sendgrid", __name__, url_prefix="/integrations/sendgrid")

SENDGRID_API = "https://api.sendgrid.com/v3"
SIG_HEADER = "X-Twilio-Email-Event-Webhook-Signature"
TS_HEADER = "X-Twilio-Email-Event-Webhook-Timestamp"


@bp.post("/events")
def events():
    ew = EventWebhook()
    key = ew.convert_public_key_to_ecdsa(os.environ["SENDGRID_WEBHOOK_PUBLIC_KEY"])
    ok = ew.verify_signature(
        request.get_data(as_text=True),
        request.headers.get(SIG_HEADER, ""),
        request.headers.get(TS_HEADER, ""),
        key,
    )
    if not ok:
        abort(403)
    return "", 204


@bp.post("/contact-lists/<list_id>/sync")
def sync_marketing_list(list_id):
    resp = requests.put(
        f"{SENDGRID_API}/marketing/contacts",
        json={"list_ids": [list_id], "contacts": request.get_json()["contacts"]},
        headers={"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}"},
        timeout=10,
    )
    if resp.status_code >= 400:
        body = resp.json()
        return jsonify({"error": body.get("errors", [{}])[0].get("message", "sendgrid error")}), 502
    return jsonify(resp.json()), 202
