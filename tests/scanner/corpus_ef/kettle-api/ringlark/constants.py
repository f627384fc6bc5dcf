"""Wire-level constants for the RingLark public API."""

API_PREFIX = "/api/public/{version}"

HEADER_API_KEY = "x-api-key"
HEADER_ACTING_USER = "X-User-Email"

CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT = "/contact-lists/{list_id}/contacts/{phone}"

# Statuses we retry on. 502 = their identity provider flaked, usually fine on retry.
RETRYABLE_STATUSES = (429, 502)

DEFAULT_TIMEOUT = 10
