"""Wire-level constants for the Dialstream public API."""

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "x-user-email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"

# 502 = their IdP timed out resolving the acting user, safe to retry
RETRY_STATUSES = frozenset({429, 502})
DEFAULT_TIMEOUT = 15
