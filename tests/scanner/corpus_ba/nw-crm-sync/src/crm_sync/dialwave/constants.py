"""Wire-level constants for the Dialwave public API."""

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "X-User-Email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"

# Statuses we retry on. Dialwave returns 502 when its SSO backend can't be reached.
RETRYABLE_STATUSES = frozenset({429, 502})

USER_AGENT = "northwind-crm-sync/2.x"
