"""Synthetic health check for the Ringwell dialer API.

Runs every minute from the `healthchecks` CronJob and pushes a gauge to the
Pushgateway so Grafana can alert on it.
"""
import logging
import os

import requests

log = logging.getLogger(__name__)

RINGWELL_URL = os.environ.get("RINGWELL_API_URL", "https://api.ringwell.io/api/public/v1")
RINGWELL_KEY = os.environ["RINGWELL_API_KEY"]
ACTING_USER = os.environ.get("RINGWELL_ACTING_USER", "monitoring@harborline.com")

OK, DEGRADED, DOWN = 0, 1, 2


def _session():
    s = requests.Session()
    s.headers.update({
        "X-Api-Key": RINGWELL_KEY,
        "X-User-Email": ACTING_USER,
        "User-Agent": "harborline-healthchecks/2.3",
    })
    return s


def check():
    """Return (state, reason)."""
    try:
        resp = _session().get(f"{RINGWELL_URL}/contact-lists", params={"limit": 1}, timeout=8)
    except requests.RequestException as exc:
        return DOWN, f"connection error: {exc}"

    if resp.ok:
        return OK, "ok"

    try:
        reason = resp.json().get("error", resp.text[:200])
    except ValueError:
        reason = resp.text[:200]

    if resp.status_code == 502:
        # their IdP lookup flaked; shows up a few times a day
        return DEGRADED, f"identity provider unreachable: {reason}"
    if resp.status_code == 503:
        return DOWN, "API disabled on the Ringwell side"
    if resp.status_code == 404 and reason == "user not found":
        return DOWN, f"monitoring user {ACTING_USER} missing in Ringwell"
    return DOWN, f"HTTP {resp.status_code}: {reason}"
