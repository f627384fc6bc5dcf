"""Constants for the Ringlane public API integration."""
import os

RINGLANE_HOST = os.environ.get("RINGLANE_HOST", "https://api.ringlane.com")
RINGLANE_BASE_URL = f"{RINGLANE_HOST}/api/public/v1"

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "x-user-email"

CONTACT_LISTS_PATH = "/contact-lists"

# Ringlane returns 502 when its SSO provider is down; those are safe to retry.
RETRYABLE_STATUSES = frozenset({429, 502})
DEFAULT_TIMEOUT_S = 30
PAGE_SIZE = 200
