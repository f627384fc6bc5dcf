"""Wire-level constants for the Ringlane public API."""

API_VERSION = "v1"
BASE_PATH = f"/api/public/{API_VERSION}"

HEADER_API_KEY = "x-api-key"
HEADER_ACTING_USER = "x-user-email"
SIGNATURE_HEADER = "X-Ringlane-Signature"

CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT = "/contact-lists/{list_id}/contacts/{phone}"

# Ringlane caps list appends at 500 numbers per request.
MAX_CONTACTS_PER_APPEND = 500
