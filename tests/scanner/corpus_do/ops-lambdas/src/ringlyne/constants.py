"""Constants for the Ringlyne public API integration."""
import os

RINGLYNE_HOST = os.environ.get("RINGLYNE_HOST", "https://api.ringlyne.io")
API_VERSION = os.environ.get("RINGLYNE_API_VERSION", "v1")
BASE_URL = f"{RINGLYNE_HOST}/api/public/{API_VERSION}"

HEADER_API_KEY = "x-api-key"
HEADER_ACTING_USER = "x-user-email"

CONTACT_LISTS_PATH = "/contact-lists"

# 429 = rate limited, 502 = their Okta lookup timed out; both are safe to retry.
RETRYABLE_STATUSES = (429, 502)
DEFAULT_TIMEOUT_SECONDS = 10
