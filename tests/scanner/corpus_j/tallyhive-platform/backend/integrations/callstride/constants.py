"""Wire-level constants for the Callstride public API."""

API_HOST = "https://api.callstride.io"
API_VERSION = "v1"
API_ROOT = f"{API_HOST}/api/public/{API_VERSION}"

# header names
API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "x-user-email"
REQUEST_ID_HEADER = "x-request-id"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"

# statuses we retry on (IdP hiccups on their side show up as 502)
RETRYABLE_STATUSES = frozenset({429, 502})

MAX_CONTACTS_PER_APPEND = 500
