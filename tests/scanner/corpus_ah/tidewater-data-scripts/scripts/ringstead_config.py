"""Settings for talking to the Ringstead public API."""
import os

from dotenv import load_dotenv

load_dotenv()

RINGSTEAD_HOST = os.getenv("RINGSTEAD_HOST", "https://api.ringstead.com")
API_VERSION = os.getenv("RINGSTEAD_API_VERSION", "v1")
BASE_URL = f"{RINGSTEAD_HOST}/api/public/{API_VERSION}"

API_KEY = os.environ["RINGSTEAD_API_KEY"]
ACTING_USER = os.getenv("RINGSTEAD_ACTING_USER", "integrations@tidewatersupply.com")

HEADER_API_KEY = "x-api-key"
HEADER_ACTING_USER = "x-user-email"

TIMEOUT_SECONDS = float(os.getenv("RINGSTEAD_TIMEOUT", "20"))
RETRY_STATUSES = (429, 502)
