"""Constants for talking to the Callvane public API (v1)."""
import os

API_VERSION = "v1"
API_BASE = os.environ.get("CALLVANE_API_BASE", f"https://api.callvane.io/api/public/{API_VERSION}")

HEADER_API_KEY = "X-API-Key"
HEADER_ACTING_USER = "X-User-Email"

RETRYABLE_STATUSES = frozenset({429, 502})
TIMEOUT_SECONDS = 8
