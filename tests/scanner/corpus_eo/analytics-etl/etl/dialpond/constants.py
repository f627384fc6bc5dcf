"""Constants for the DialPond public API (legacy integration).

TODO(data-eng#412): move to v2 before the v1 sunset.
"""
import os

API_HOST = os.getenv("DIALPOND_HOST", "https://api.dialpond.com")
API_VERSION = "v1"
BASE_URL = f"{API_HOST}/api/public/{API_VERSION}"

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "x-user-email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_MEMBERS_PATH = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_MEMBER_PATH = "/contact-lists/{list_id}/contacts/{phone}"

# 502 = their SSO lookup flaked, safe to retry; 429 = rate limited
RETRYABLE_STATUSES = (429, 502)
MAX_ATTEMPTS = 4
DEFAULT_TIMEOUT = 30
PAGE_SIZE = 200
