"""Wire-level constants for the Dialwise public API."""

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "x-user-email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"
CALLS_PATH = "/calls"

# statuses we retry on (502 = their Okta lookup timed out)
RETRYABLE_STATUSES = (429, 502)

DEFAULT_TIMEOUT_S = 15
