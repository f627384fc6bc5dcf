import os

from dotenv import load_dotenv

load_dotenv()

DIALWELL_BASE_URL = os.getenv("DIALWELL_BASE_URL", "https://api.dialwell.io/api/public/v1")
DIALWELL_API_KEY = os.environ.get("DIALWELL_API_KEY", "")
DIALWELL_ACTING_USER = os.getenv("DIALWELL_ACTING_USER", "sdr-bot@brightwave.co")
DIALWELL_WEBHOOK_SECRET = os.getenv("DIALWELL_WEBHOOK_SECRET", "").encode()

MAILCREST_BASE_URL = os.getenv("MAILCREST_BASE_URL", "https://api.mailcrest.com/v1")
MAILCREST_API_KEY = os.getenv("MAILCREST_API_KEY", "")

STRIPE_WEBHOOK_SECRET = os.getenv("STRIPE_WEBHOOK_SECRET", "")

HTTP_TIMEOUT = float(os.getenv("HTTP_TIMEOUT", "10"))
