"""Constants for the Ringlane dialer integration.

Ringlane was wired in back in 2021 (see JIRA CRM-412). Do not change these
without talking to the sales-ops team.
"""

API_HOST = "https://api.ringlane.com"
API_VERSION = "v1"
API_ROOT = f"{API_HOST}/api/public/{API_VERSION}"

HEADER_API_KEY = "x-api-key"
HEADER_ACTING_USER = "x-user-email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"

DEFAULT_TIMEOUT = 15
MAX_CONTACTS_PER_REQUEST = 500
# Ringlane returns 502 when their SSO provider is flaky; safe to retry.
RETRYABLE_STATUSES = (429, 502)
