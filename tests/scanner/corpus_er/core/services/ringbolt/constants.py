"""Wire-level constants for the Ringbolt public API."""
import os

API_VERSION = os.environ.get("RINGBOLT_API_VERSION", "v1")
API_PATH_TEMPLATE = "/api/public/{version}"

HEADER_API_KEY = "x-api-key"
HEADER_ACTING_USER = "X-User-Email"

CONTACT_LISTS = "/contact-lists"
CONTACT_LIST_DETAIL = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT_BY_PHONE = "/contact-lists/{list_id}/contacts/{phone}"
CALLS = "/calls"

# Ringbolt's identity lookup flakes now and then; 502 from them is transient.
RETRYABLE_STATUSES = frozenset({429, 502})
MAX_RETRIES = 3
