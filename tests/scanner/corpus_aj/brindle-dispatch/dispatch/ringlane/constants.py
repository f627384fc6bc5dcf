"""Wire-level constants for the Ringlane public API."""

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "x-user-email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"

# Statuses we retry on. 502 = Ringlane could not reach its identity provider.
RETRYABLE_STATUSES = (429, 502)

DEFAULT_PAGE_SIZE = 100
