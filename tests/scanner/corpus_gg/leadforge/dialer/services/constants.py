"""Wire-level constants for the Dialwave public API."""

# Header Dialwave reads to decide which SDR the request acts as.
ACTING_USER_HEADER = "X-User-Email"
# Some older list jobs were created by SSO id rather than email.
ACTING_USER_ID_HEADER = "X-User-Id"

CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT = "/contact-lists/{list_id}/contacts/{phone}"

# 502 from Dialwave = their identity provider timed out; always safe to retry.
RETRY_STATUSES = frozenset({429, 502, 504})
RETRY_METHODS = frozenset({"GET", "PATCH", "DELETE", "POST"})

USER_NOT_FOUND = "user not found"
LIST_NOT_FOUND = "contact list not found"
