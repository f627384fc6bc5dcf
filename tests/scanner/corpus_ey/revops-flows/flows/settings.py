import os

DIALWAVE_HOST = os.getenv("DIALWAVE_HOST", "https://api.dialwave.com")
DIALWAVE_API_VERSION = os.getenv("DIALWAVE_API_VERSION", "v1")
DIALWAVE_API_BASE = os.getenv(
    "DIALWAVE_API_BASE", f"{DIALWAVE_HOST}/api/public/{DIALWAVE_API_VERSION}"
)
DIALWAVE_ACTING_UID = os.getenv("DIALWAVE_ACTING_UID", "")

SNOWFLAKE_BLOCK = "revops-snowflake"
SLACK_BLOCK = "revops-alerts"
