import os

from dotenv import load_dotenv

load_dotenv()

DIALWISE_HOST = os.environ.get("DIALWISE_HOST", "https://api.dialwise.com").rstrip("/")
API_VERSION = os.environ.get("DIALWISE_API_VERSION", "v1")
BASE_URL = f"{DIALWISE_HOST}/api/public/{API_VERSION}"

API_KEY = os.environ.get("DIALWISE_API_KEY")
ACTING_EMAIL = os.environ.get("DIALWISE_ACTING_EMAIL", "sales-integration@northwindmutual.com")

# seconds
TIMEOUT = (5, 30)
