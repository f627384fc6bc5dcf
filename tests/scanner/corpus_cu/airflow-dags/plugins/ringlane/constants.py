"""Constants for the Ringlane public API."""

RINGLANE_HOST = "https://api.ringlane.com"
RINGLANE_API_VERSION = "v1"
RINGLANE_BASE_PATH = f"/api/public/{RINGLANE_API_VERSION}"

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "x-user-email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"

# statuses we retry on; 502 = their IdP lookup timed out
RETRYABLE_STATUSES = (429, 502)

DEFAULT_TIMEOUT = 30
MAX_CONTACTS_PER_REQUEST = 500
