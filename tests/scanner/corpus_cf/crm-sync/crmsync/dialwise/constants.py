"""Wire-level constants for the DialWise public API."""

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "x-user-email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"

# 502 = DialWise could not reach its IdP, safe to retry
RETRYABLE_STATUSES = (429, 502)

MAX_CONTACTS_PER_REQUEST = 500
