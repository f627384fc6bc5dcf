"""Wire-level constants for the Ringlane public API."""

RINGLANE_HOST = "https://api.ringlane.com"
API_VERSION = "v1"

# Header names
API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "X-User-Email"
WEBHOOK_SIGNATURE_HEADER = "X-Ringlane-Signature"

# Resources
CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"

DEFAULT_PAGE_SIZE = 200
