import os

API_ROOT = os.environ.get("CADENZA_API_ROOT", "https://api.cadenzadial.com/api/public/v1")
API_KEY = os.environ.get("CADENZA_API_KEY", "")
ACTING_EMAIL = os.environ.get("CADENZA_ACTING_EMAIL", "ops-bot@harborline.io")

KEY_HEADER = "X-API-KEY"
ACTING_USER_HEADER = "X-USER-EMAIL"

# statuses worth retrying against Cadenza
RETRY_STATUSES = (429, 502)
TIMEOUT = float(os.environ.get("CADENZA_TIMEOUT", "15"))
