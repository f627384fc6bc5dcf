"""Constants for the RingPilot public API."""

BASE_PATH_TEMPLATE = "{host}/api/public/{version}"

HEADER_API_KEY = "x-api-key"
HEADER_ACTING_USER = "x-user-email"

CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT = "/contact-lists/{list_id}/contacts/{phone}"

# statuses RingPilot uses for transient failures
RETRYABLE_STATUSES = (429, 502)

USER_NOT_FOUND_MSG = "user not found"
LIST_NOT_FOUND_MSG = "contact list not found"
