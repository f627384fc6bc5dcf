import os

DIALWELL_HOST = os.environ.get("DIALWELL_HOST", "https://api.dialwell.com")
API_VERSION = "v1"
BASE_URL = f"{DIALWELL_HOST}/api/public/{API_VERSION}"

API_KEY = os.environ.get("DIALWELL_API_KEY", "")
# Dialwell needs an acting user on every call; we use the analytics service seat.
ACTING_USER_EMAIL = os.environ.get("DIALWELL_ACTING_EMAIL", "analytics-bot@brightwatersolar.com")

PAGE_SIZE = 200
TIMEOUT = (5, 30)
