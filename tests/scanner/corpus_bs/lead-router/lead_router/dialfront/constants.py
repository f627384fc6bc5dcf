"""Wire-level constants for the Dialfront public API."""

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "X-User-Email"

CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT = "/contact-lists/{list_id}/contacts/{phone}"

# Dialfront's IdP lookup flakes during their deploys; 502 is safe to retry.
RETRYABLE_STATUSES = (429, 502)

USER_NOT_FOUND = "user not found"
LIST_NOT_FOUND = "contact list not found"
