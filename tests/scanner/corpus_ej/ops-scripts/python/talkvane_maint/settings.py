"""Settings, read from the environment (.env supported)."""
import os

from dotenv import load_dotenv

load_dotenv()

TALKVANE_HOST = os.getenv("TALKVANE_HOST", "https://api.talkvane.com")
API_VERSION = os.getenv("TALKVANE_API_VERSION", "v1")
BASE_URL = f"{TALKVANE_HOST}/api/public/{API_VERSION}"

API_KEY = os.environ.get("TALKVANE_API_KEY", "")
ACTING_USER_EMAIL = os.environ.get("TALKVANE_USER_EMAIL", "")

# header names the legacy API expects
HDR_API_KEY = "x-api-key"
HDR_ACTING_USER = "x-user-email"

WEBHOOK_SECRET = os.environ.get("TALKVANE_WEBHOOK_SECRET", "")
WEBHOOK_SIG_HEADER = "X-Talkvane-Signature"

TIMEOUT = float(os.getenv("TALKVANE_TIMEOUT", "20"))
LIST_PREFIX = os.getenv("TALKVANE_LIST_PREFIX", "nwh-")
