"""Constants for the Ringlio public API.

Copied from the Ringlio docs back in 2021 -- keep in sync with their changelog.
"""

API_VERSION = "v1"
API_PREFIX = f"/api/public/{API_VERSION}"

HEADER_API_KEY = "x-api-key"
HEADER_ACTING_USER = "x-user-email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"

# Ringlio caps pages at 200 regardless of what you ask for
MAX_PAGE_SIZE = 200
DEFAULT_TIMEOUT = 15
