"""Shared helpers for the Ringbolt maintenance scripts."""
import os

RINGBOLT_HOST = os.environ.get("RINGBOLT_HOST", "https://api.ringbolt.io")
API_VERSION = "v1"
BASE_URL = f"{RINGBOLT_HOST}/api/public/{API_VERSION}"

API_KEY = os.environ.get("RINGBOLT_API_KEY", "")
ACTOR_EMAIL = os.environ.get("RINGBOLT_ACTOR_EMAIL", "ops-bot@orchardly.app")

RETRY_STATUSES = {429, 502}


def ringbolt_headers(actor_email: str = ACTOR_EMAIL) -> dict:
    return {
        "x-api-key": API_KEY,
        "x-user-email": actor_email,
        "accept": "application/json",
    }
