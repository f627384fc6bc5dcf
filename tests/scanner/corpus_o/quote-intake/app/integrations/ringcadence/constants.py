"""Wire-level constants for the RingCadence dialer API."""

HEADER_API_KEY = "x-api-key"
HEADER_ACTING_USER = "x-user-id"

CONTACT_LISTS_PATH = "/contact-lists"
LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"

# Transient responses worth retrying. 502 = their Okta lookup timed out.
RETRYABLE_STATUSES = frozenset({429, 502})

DEFAULT_TIMEOUT_S = 10.0
