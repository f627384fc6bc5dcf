"""Wire-level constants for the Callhaven public API."""

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "X-User-Email"

CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT = "/contact-lists/{list_id}/contacts/{phone}"

# 502 = their identity provider timed out, worth another go
RETRYABLE = frozenset({429, 502})
MAX_ATTEMPTS = 3
