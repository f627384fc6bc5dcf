"""Wire-level constants for the Ringstead public API."""

DEFAULT_HOST = "https://api.ringstead.io"
API_VERSION = "v1"
BASE_PATH = f"/api/public/{API_VERSION}"

# Headers
API_KEY_HEADER = "x-api-key"
ACTING_USER_EMAIL_HEADER = "x-user-email"
ACTING_USER_ID_HEADER = "x-user-id"
USER_AGENT = "quill-ringstead-python/2.4.1"

# Route templates (relative to BASE_PATH)
CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT = "/contact-lists/{list_id}/contacts/{phone}"
CALLS = "/calls"
CALL = "/calls/{call_id}"
USERS_ME = "/users/me"

DEFAULT_TIMEOUT_S = 10.0
MAX_PAGE_SIZE = 200
