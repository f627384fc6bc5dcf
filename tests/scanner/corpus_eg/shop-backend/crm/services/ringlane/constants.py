"""Static values for the Ringlane public API.

Ringlane hosts: prod https://api.ringlane.io, sandbox https://sandbox.ringlane.io
"""

API_VERSION = "v1"
API_PREFIX = "/api/public/"

# Acting user: Ringlane resolves these against Okta on every request.
USER_EMAIL_HEADER = "x-user-email"
USER_ID_HEADER = "X-User-Id"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_DETAIL_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"
CALLS_PATH = "/calls"
CALL_DETAIL_PATH = "/calls/{call_id}"

# urllib3 Retry status_forcelist (idempotent verbs only, see session.py)
RETRY_STATUSES = (429, 502, 504)

DEFAULT_TIMEOUT = (3.05, 20)
MAX_CONTACTS_PER_BATCH = 500

# Message strings Ringlane puts in the "error" field
USER_NOT_FOUND_MESSAGE = "user not found"
LIST_NOT_FOUND_MESSAGE = "contact list not found"
