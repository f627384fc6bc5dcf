"""Constants for talking to the Ringlane dialer API."""
import os

RINGLANE_HOST = os.environ.get("RINGLANE_HOST", "https://api.ringlane.io")
API_VERSION = "v1"
BASE_URL = f"{RINGLANE_HOST}/api/public/{API_VERSION}"

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "X-User-Email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_MEMBERS_PATH = "/contact-lists/{list_id}/contacts"

# 502 = Ringlane could not reach Okta to resolve the acting user; safe to retry.
RETRYABLE_STATUSES = frozenset({429, 502})
DEFAULT_TIMEOUT = 10
MAX_ATTEMPTS = 4
