"""Constants for the Ringlane public API (our outbound dialer vendor)."""

API_KEY_HEADER = "X-Api-Key"
ACTING_USER_HEADER = "X-User-Email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"

DEFAULT_TIMEOUT = 10  # seconds
MAX_CONTACTS_PER_REQUEST = 500

# Ringlane answers 502 when its Okta lookup times out; safe to retry.
RETRYABLE_STATUSES = frozenset({429, 502})
