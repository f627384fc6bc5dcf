"""Wire-level constants for the Dialfield public API."""
import os

DIALFIELD_HOST = os.environ.get("DIALFIELD_HOST", "https://api.dialfield.com")
API_VERSION = "v1"
BASE_URL = f"{DIALFIELD_HOST}/api/public/{API_VERSION}"

# Auth: shared org key + the Dialfield user we act as.
API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "x-user-email"

DEFAULT_TIMEOUT = 10  # seconds

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"
CALLS_PATH = "/calls"

# 502 = Dialfield could not reach Okta; safe to retry.
RETRYABLE_STATUSES = (429, 502)
