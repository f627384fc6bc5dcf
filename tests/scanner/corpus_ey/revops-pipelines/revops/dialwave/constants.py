"""Dialwave public API constants (legacy v1 surface).

TODO(revops-412): move to /api/public/v2 before the v1 sunset.
"""

DEFAULT_HOST = "https://api.dialwave.com"
API_VERSION = "v1"
API_ROOT = f"{DEFAULT_HOST}/api/public/{API_VERSION}"

API_KEY_HEADER = "x-api-key"
ACTING_EMAIL_HEADER = "X-User-Email"
ACTING_UID_HEADER = "x-user-id"

# endpoints
CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT = "/contact-lists/{list_id}/contacts/{phone}"
CALLS = "/calls"
USERS = "/users"

# 502 = Okta lookup on their side timed out, safe to retry
RETRYABLE_STATUSES = frozenset({429, 502})
PAGE_SIZE = 200
TIMEOUT_S = 30
