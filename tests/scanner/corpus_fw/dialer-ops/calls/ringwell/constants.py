"""Wire-level constants for the Ringwell public API."""

API_KEY_HEADER = "X-Api-Key"
ACTING_USER_HEADER = "X-User-Id"

CONTACT_LISTS = "contact-lists"
CONTACT_LIST = "contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT = "contact-lists/{list_id}/contacts/{phone}"

# statuses worth retrying at the transport level
RETRY_STATUSES = (429, 502, 504)
