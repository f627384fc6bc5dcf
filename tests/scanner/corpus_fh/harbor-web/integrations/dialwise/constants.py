"""Wire-level constants for the Dialwise public API."""

API_VERSION = "v1"
API_PREFIX = "/api/public/{version}"

HEADER_API_KEY = "x-api-key"
HEADER_ACTING_USER = "x-user-email"

# Endpoints
CONTACT_LISTS = "/contact-lists"
CONTACT_LIST_DETAIL = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"

# 429 is rate limiting, 502 means Dialwise couldn't reach its IdP to resolve the
# acting user. Both are transient and safe to retry.
RETRYABLE_STATUSES = frozenset({429, 502, 504})

# Messages Dialwise puts in the "error" field that we branch on.
MSG_USER_NOT_FOUND = "user not found"
MSG_LIST_NOT_FOUND = "contact list not found"

MAX_CONTACTS_PER_CALL = 500
