"""Wire-level constants for the Callspring public API."""

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "X-User-Email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"

# 429 = rate limited, 502 = their identity provider lookup flaking
RETRYABLE_STATUSES = (429, 502)
MAX_ATTEMPTS = 4
