"""Constants for the CallForge public API integration.

Keep in sync with the dialer-gateway Go client (internal/callforge/config.go).
"""
import os

CALLFORGE_HOST = os.environ.get("CALLFORGE_HOST", "https://api.callforge.com")
API_VERSION = "v1"
BASE_URL = f"{CALLFORGE_HOST}/api/public/{API_VERSION}"

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "X-User-Email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"

# 502 = their SSO lookup flaked, safe to retry. 429 = slow down.
RETRYABLE_STATUSES = (429, 502)
DEFAULT_TIMEOUT = 10
MAX_ATTEMPTS = 3
