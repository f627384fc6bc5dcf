"""Settings for the Ringlane extract jobs."""
import os

RINGLANE_HOST = os.environ.get("RINGLANE_HOST", "https://api.ringlane.io")
API_VERSION = "v1"  # contact lists are v1-only for now
BASE_URL = f"{RINGLANE_HOST}/api/public/{API_VERSION}"

API_KEY = os.environ.get("RINGLANE_API_KEY", "")
ACTING_EMAIL = os.environ.get("RINGLANE_ACTING_EMAIL", "data-bot@harborpeak.com")
PAGE_SIZE = int(os.environ.get("RINGLANE_PAGE_SIZE", "200"))
