"""Wire-level constants for the Callcove public API."""

API_VERSION = "v1"
BASE_PATH = f"/api/public/{API_VERSION}"

HEADER_API_KEY = "X-Api-Key"
HEADER_ACTING_USER = "X-User-Id"

# 502 means Callcove could not reach its IdP; 429 is plain throttling.
RETRY_STATUSES = frozenset({429, 502})

TIMEOUT_SECONDS = 10.0
