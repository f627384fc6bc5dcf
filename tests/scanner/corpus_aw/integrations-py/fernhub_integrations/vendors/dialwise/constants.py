"""Dialwise constants. Keep in sync with their API reference."""
import os

DIALWISE_HOST = os.environ.get("DIALWISE_HOST", "https://api.dialwise.io")
API_VERSION = os.environ.get("DIALWISE_API_VERSION", "v1")
BASE_URL = f"{DIALWISE_HOST}/api/public/{API_VERSION}"

HEADER_API_KEY = "x-api-key"
HEADER_ACTING_USER = "x-user-email"
HEADER_ACTING_USER_ID = "x-user-id"

CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_BY_CONTACT = "/contact-lists/{list_id}/contacts/by-contact/{contact_id}"
CONTACT_LIST_CONTACT = "/contact-lists/{list_id}/contacts/{phone}"

# Dialwise-specific: 502 = their SSO/IdP lookup failed, worth retrying.
RETRYABLE_STATUSES = frozenset({429, 502})

MAX_CONTACTS_PER_CALL = 500
