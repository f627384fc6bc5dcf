"""Constants for the Ringlane public API."""

API_VERSION = "v1"
API_PREFIX = "/api/public/{version}"

# header names
API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "X-User-Email"

CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"

DEFAULT_PAGE_SIZE = 100
RETRYABLE_STATUSES = (429, 502)
