import os
from pathlib import Path

from dotenv import load_dotenv

BASE_DIR = Path(__file__).resolve().parent.parent
load_dotenv(BASE_DIR / ".env")

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "crmsync",
]

CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "redis://localhost:6379/0")

# --- DialWise -------------------------------------------------------------
DIALWISE_BASE_URL = os.environ.get(
    "DIALWISE_BASE_URL", "https://api.dialwise.io/api/public/v1"
)
# TODO(rev-eng): remove the fallback once every env has the secret mounted
DIALWISE_API_KEY = os.environ.get("DIALWISE_API_KEY", "dw_7hQm2LxV9pR4tNc8KzE3aYb1")
DIALWISE_ACTING_USER = os.environ.get("DIALWISE_ACTING_USER", "ops-bot@northpeaksolar.com")
DIALWISE_WEBHOOK_SECRET = os.environ.get("DIALWISE_WEBHOOK_SECRET", "")
DIALWISE_TIMEOUT = float(os.environ.get("DIALWISE_TIMEOUT", "10"))

# --- Others ---------------------------------------------------------------
HUBSPOT_ACCESS_TOKEN = os.environ.get("HUBSPOT_ACCESS_TOKEN", "")
NOTIFY_BASE_URL = os.environ.get("NOTIFY_BASE_URL", "https://notify.internal.northpeak.net/v1")
NOTIFY_API_KEY = os.environ.get("NOTIFY_API_KEY", "")
STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
