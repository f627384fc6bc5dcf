# -*- coding: utf-8 -*-
import hashlib
import hmac
import json
import logging

from flask import Blueprint, abort, request

import settings

bp = Blueprint("webhooks", __name__, url_prefix="/hooks")
log = logging.getLogger(__name__)


@bp.route("/ringdeck", methods=["POST"])
def ringdeck_call_event():
    signature = request.headers.get("X-Ringdeck-Signature", "")
    digest = hmac.new(settings.RINGDECK_WEBHOOK_SECRET.encode("utf-8"), request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, digest):
        log.warning("bad ringdeck signature from %s", request.remote_addr)
        abort(401)
    event = json.loads(request.get_data())
    log.info("ringdeck event %s for call %s", event.get("type"), event.get("call_id"))
    # TODO: persist call outcome on the load (DISP-412)
    return "", 204


@bp.route("/stripe", methods=["POST"])
def stripe_event():
    header = request.headers.get("Stripe-Signature", "")
    parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
    signed = ("%s.%s" % (parts.get("t"), request.get_data(as_text=True))).encode("utf-8")
    expected = hmac.new(settings.STRIPE_WEBHOOK_SECRET.encode("utf-8"), signed, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(parts.get("v1", ""), expected):
        abort(400)
    return "", 200
