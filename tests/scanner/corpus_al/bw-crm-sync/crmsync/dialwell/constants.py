"""Wire-level constants for the Dialwell public API."""

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "X-User-Email"

CONTACT_LISTS_PATH = "/contact-lists"

# 502 = Dialwell could not reach Okta to resolve the acting user; safe to retry.
RETRYABLE_STATUSES = (429, 502)

PAGE_SIZE = 200
