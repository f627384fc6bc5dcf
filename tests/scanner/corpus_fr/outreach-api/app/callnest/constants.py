"""Wire-level constants for the CallNest public API.

Keep header names here so the client and the test fixtures agree.
"""

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "x-user-email"
ACTING_USER_ID_HEADER = "x-user-id"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"

# Statuses we retry on. 502 = their SSO lookup timed out, 429 = rate limit.
RETRYABLE_STATUSES = frozenset({429, 502})

DEFAULT_PAGE_SIZE = 200
