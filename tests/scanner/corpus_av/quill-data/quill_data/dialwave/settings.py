import os

DIALWAVE_BASE_URL = os.getenv("DIALWAVE_BASE_URL", "https://api.dialwave.io/api/public/v1")
DIALWAVE_API_KEY = os.environ.get("DIALWAVE_API_KEY", "")
DIALWAVE_ACTING_USER = os.environ.get("DIALWAVE_ACTING_USER", "data-bot@quillstone.com")
PAGE_SIZE = int(os.getenv("DIALWAVE_PAGE_SIZE", "200"))
