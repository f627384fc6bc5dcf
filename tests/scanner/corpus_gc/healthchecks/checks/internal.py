"""Health checks for Harborline's own services."""
import os

import requests

ORDERS_URL = os.environ.get("ORDERS_URL", "https://orders.harborline.internal/v1")
APP_URL = os.environ.get("APP_URL", "https://app.harborline.com/api")
SERVICE_TOKEN = os.environ.get("INTERNAL_API_KEY", "")


def check_orders():
    resp = requests.get(
        f"{ORDERS_URL}/health",
        headers={"x-api-key": SERVICE_TOKEN, "X-User-Id": "svc-healthchecks"},
        timeout=5,
    )
    if resp.status_code in (502, 503):
        return 2, "orders behind the gateway is down"
    if resp.status_code == 404:
        return 2, "health route missing - wrong deploy?"
    body = resp.json()
    if "error" in body:
        return 1, body["error"]
    return 0, "ok"


def check_app():
    resp = requests.get(f"{APP_URL}/me", headers={"X-User-Email": "synthetic@harborline.com"}, timeout=5)
    return (0, "ok") if resp.status_code == 200 else (2, f"app returned {resp.status_code}")
