"""Wire-level constants for the Ringlane public API."""

API_VERSION = "v1"
API_ROOT_TEMPLATE = "{host}/api/public/{version}"
DEFAULT_HOST = "https://api.ringlane.io"

# auth
API_KEY_HEADER = "x-api-key"
ACTING_USER_EMAIL_HEADER = "X-User-Email"
ACTING_USER_ID_HEADER = "X-User-Id"

# resources
CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CALLS = "/calls"

# statuses worth retrying (rate limit + identity provider hiccups)
RETRYABLE_STATUSES = frozenset({429, 502})

# v1 error messages we branch on
USER_NOT_FOUND = "user not found"
LIST_NOT_FOUND = "contact list not found"

MAX_CONTACTS_PER_REQUEST = 500
