"""Constants for the Callbridge dialer API (public API, key auth)."""

DEFAULT_HOST = "https://api.callbridge.io"
API_VERSION = "v1"
BASE_PATH = f"/api/public/{API_VERSION}"

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "X-User-Email"

CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT = "/contact-lists/{list_id}/contacts/{phone}"

# statuses we retry on
RETRYABLE_STATUSES = frozenset({429, 502})

DEFAULT_PAGE_SIZE = 200
