import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only-not-secret")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "portal",
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("PGDATABASE", "ops_portal"),
        "HOST": os.environ.get("PGHOST", "localhost"),
    }
}

# --- CallCrest (outbound calling) ---
CALLCREST_HOST = os.environ.get("CALLCREST_HOST", "https://api.callcrest.io")
CALLCREST_API_VERSION = os.environ.get("CALLCREST_API_VERSION", "v1")
CALLCREST_BASE_URL = f"{CALLCREST_HOST}/api/public/{CALLCREST_API_VERSION}"
CALLCREST_API_KEY = os.environ.get("CALLCREST_API_KEY", "cc_7hQm2VxPz9LkR4tNw8YbJe3D")
CALLCREST_WEBHOOK_SECRET = os.environ.get("CALLCREST_WEBHOOK_SECRET", "")

# --- Mailgun (driver newsletters) ---
MAILGUN_API_KEY = os.environ.get("MAILGUN_API_KEY", "")
MAILGUN_DOMAIN = os.environ.get("MAILGUN_DOMAIN", "mg.harborline.dev")

STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
