# Header names expected by the Dialstream public API.
HDR_API_KEY = "x-api-key"
HDR_ACTING_USER = "X-User-Email"

LISTS_PATH = "/contact-lists"
LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"

# Dialstream answers 502 when its SSO provider times out; safe to retry.
RETRYABLE_STATUSES = frozenset({429, 502})
MAX_ATTEMPTS = 4
USER_AGENT = "tallowbrook-lead-sync/2.3"
