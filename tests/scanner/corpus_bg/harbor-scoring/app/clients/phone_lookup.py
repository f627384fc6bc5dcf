"""Carrier / line-type lookup through Twilio Lookup v2 and a fallback vendor."""
from __future__ import annotations

import os

import httpx

TWILIO_SID = os.environ.get("TWILIO_ACCOUNT_SID", "")
TWILIO_TOKEN = os.environ.get("TWILIO_AUTH_TOKEN", "")
NUMVERIFY_URL = "https://api.apilayer.com/number_verification/v1/validate"


def line_type(phone: str) -> str | None:
    r = httpx.get(
        f"https://lookups.twilio.com/v2/PhoneNumbers/{phone}",
        params={"Fields": "line_type_intelligence"},
        auth=(TWILIO_SID, TWILIO_TOKEN),
        timeout=5,
    )
    if r.status_code == 404:
        return None
    if r.status_code in (502, 503):
        return _fallback(phone)
    r.raise_for_status()
    return (r.json().get("line_type_intelligence") or {}).get("type")


def _fallback(phone: str) -> str | None:
    r = httpx.get(NUMVERIFY_URL, params={"number": phone}, headers={"apikey": os.environ.get("APILAYER_KEY", "")})
    if r.status_code != 200:
        return None
    data = r.json()
    if "error" in data:
        return None
    return data.get("line_type")
