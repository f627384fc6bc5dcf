"""Callbrook API constants.

Both API generations live here until the v2 cutover (RO-412) is finished.
"""
import os

CALLBROOK_HOST = os.environ.get("CALLBROOK_HOST", "https://api.callbrook.io")

# Legacy public API -- retired by Callbrook, still used while USE_CALLBROOK_V2 is off.
V1_BASE_PATH = "/api/public/v1"
V2_BASE_PATH = "/api/public/v2"

V1_BASE_URL = os.environ.get("CALLBROOK_V1_BASE_URL", CALLBROOK_HOST + V1_BASE_PATH)
V2_BASE_URL = CALLBROOK_HOST + V2_BASE_PATH

# v1 auth headers
API_KEY_HEADER = "x-api-key"
ACTING_USER_EMAIL_HEADER = "x-user-email"
ACTING_USER_ID_HEADER = "X-User-Id"

# v1 resources
CONTACT_LISTS = "/contact-lists"
CONTACT_LIST = "/contact-lists/{list_id}"
CONTACT_LIST_CONTACTS = "/contact-lists/{list_id}/contacts"
CONTACT_LIST_CONTACT = "/contact-lists/{list_id}/contacts/{phone}"

# v2 resources
AUDIENCES = "/audiences"
AUDIENCE_MEMBERS = "/audiences/{audience_id}/members"

RETRYABLE_V1 = (429, 502)
RETRYABLE_V2 = (429,)

DEFAULT_TIMEOUT = 15
