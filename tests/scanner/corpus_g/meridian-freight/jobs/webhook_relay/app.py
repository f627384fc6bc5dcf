"""Tiny Flask relay (Azure App Service) that receives dialer call outcomes and forwards
them to the TMS. Runs separately from the .NET service because the TMS team owns it.
"""
import hashlib
import hmac
import os

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

LEGACY_SECRET = os.environ["DIALER_WEBHOOK_SECRET"].encode()
TMS_URL = os.environ.get("TMS_INGEST_URL", "https://tms.internal.meridianfreight.com/api/v1/driver-calls")
TMS_KEY = os.environ.get("TMS_API_KEY", "")


@app.post("/dialer/outcome")
def dialer_outcome():
    raw = request.get_data()
    sig = request.headers.get("X-RingPilot-Signature", "")
    digest = hmac.new(LEGACY_SECRET, raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(digest, sig):
        abort(401)

    payload = request.get_json(force=True)
    resp = requests.post(
        TMS_URL,
        json={"driverPhone": payload.get("phoneNumber"), "outcome": payload.get("callStatus")},
        headers={"x-api-key": TMS_KEY},
        timeout=10,
    )
    if resp.status_code in (502, 503):
        # TMS is behind an App Gateway that 502s during slot swaps; ask the dialer to retry
        return jsonify({"error": "tms unavailable"}), 503
    resp.raise_for_status()
    return jsonify({"ok": True})


@app.post("/dialer/list-synced")
def dialer_list_synced():
    raw = request.get_data()
    signature = request.headers["X-Dialer-Signature"]
    expected = "sha256=" + hmac.new(LEGACY_SECRET, raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, signature):
        abort(401)
    return jsonify({"ok": True})


@app.get("/healthz")
def healthz():
    return {"status": "ok"}
