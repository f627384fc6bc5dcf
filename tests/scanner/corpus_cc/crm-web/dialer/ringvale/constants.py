"""Header names and routes for the Ringvale public API."""

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "X-User-Email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"

# Ringvale asks integrators to back off on these.
RETRYABLE_STATUSES = (429, 502)
MAX_RETRIES = 3
