"""Wire-level constants for the Ringlane public API."""

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "x-user-email"
# Used instead of the email when the acting user only exists in Okta.
ACTING_USER_ID_HEADER = "X-User-Id"

USER_AGENT = "quillfield-dialer-sync/0.14"

# 502 = Ringlane could not reach its identity provider; safe to retry.
RETRYABLE_STATUSES = frozenset({429, 502})

MAX_CONTACTS_PER_APPEND = 500
DEFAULT_PAGE_SIZE = 100
