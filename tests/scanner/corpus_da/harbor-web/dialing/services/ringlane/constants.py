"""Wire-level constants for the Ringlane public API."""

API_VERSION = "v1"
SANDBOX_BASE_URL = "https://sandbox.ringlane.com/api/public/v1"
PATH_TEMPLATE = "/api/public/{version}"

# Header names
API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "X-User-Email"
# Service accounts are identified by IdP subject instead of email.
ACTING_USER_ID_HEADER = "x-user-id"
REQUEST_ID_HEADER = "X-Request-Id"

# Resources
CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT = "/contact-lists/{list_id}/contacts/{phone}"
CALLS = "/calls"
USERS_ME = "/users/me"

# Ringlane caps list appends at 500 numbers per request.
MAX_CONTACTS_PER_APPEND = 500

DEFAULT_TIMEOUT = 10.0
