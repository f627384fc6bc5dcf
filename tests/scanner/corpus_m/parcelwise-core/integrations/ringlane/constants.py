from django.conf import settings

_cfg = settings.RINGLANE

BASE_URL = f"{_cfg['HOST'].rstrip('/')}/api/public/{_cfg['API_VERSION']}"

HEADER_API_KEY = "x-api-key"
HEADER_ACTING_USER = "x-user-email"

CONTACT_LISTS_PATH = "/contact-lists"
CONTACT_LIST_PATH = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS_PATH = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT_PATH = "/contact-lists/{list_id}/contacts/{phone}"

# RingLane's IdP lookup occasionally flakes; these are safe to retry.
RETRYABLE_STATUSES = (429, 502)
