"""Constants for talking to Dialhub's public API.

Keep header names here so that crm-sync and ops-scripts stay in sync with us.
"""
import os

DIALHUB_HOST = os.environ.get("DIALHUB_HOST", "https://api.dialhub.io")
API_VERSION = os.environ.get("DIALHUB_API_VERSION", "v1")
BASE_URL = f"{DIALHUB_HOST}/api/public/{API_VERSION}"

# Auth
API_KEY_HEADER = "x-api-key"
ACTING_USER_EMAIL_HEADER = "X-User-Email"
ACTING_USER_ID_HEADER = "X-User-Id"

DEFAULT_TIMEOUT = 15  # seconds
# 502 = Dialhub could not reach Okta, always worth another try
RETRYABLE_STATUSES = frozenset({429, 502})
MAX_RETRIES = 4

USER_AGENT = "northwind-dialhub-py/2.3.1"
