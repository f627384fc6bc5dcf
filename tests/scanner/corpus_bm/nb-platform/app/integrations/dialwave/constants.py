"""Wire-level constants for the Dialwave public API."""
import os

DEFAULT_BASE_URL = "https://api.dialwave.com/api/public/v1"
BASE_URL = os.getenv("DIALWAVE_BASE_URL", DEFAULT_BASE_URL)

API_KEY_HEADER = "x-api-key"
ACTING_USER_HEADER = "x-user-email"

TIMEOUT_SECONDS = 10.0
MAX_RETRIES = 3
# 502 from Dialwave means their IdP lookup timed out - safe to retry.
RETRYABLE_STATUSES = frozenset({429, 502})
