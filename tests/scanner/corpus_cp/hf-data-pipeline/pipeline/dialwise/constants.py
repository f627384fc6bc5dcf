"""Constants for the Dialwise calling API."""
from pipeline import settings

BASE_URL = f"{settings.DIALWISE_HOST}/api/public/{settings.DIALWISE_API_VERSION}"

API_KEY_HEADER = "X-Api-Key"
ACTING_USER_HEADER = "X-User-Id"

CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"

RETRYABLE_STATUSES = (429, 502)
MAX_BATCH = 1000
