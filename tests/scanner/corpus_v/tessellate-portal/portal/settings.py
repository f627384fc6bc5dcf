import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only-not-secret")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "campaigns",
    "integrations.dialforge",
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("DB_NAME", "portal"),
        "HOST": os.environ.get("DB_HOST", "localhost"),
    }
}

# --- Dialforge (outbound calling) ---
DIALFORGE = {
    "BASE_URL": os.environ.get("DIALFORGE_BASE_URL", "https://api.dialforge.com/api/public/v1"),
    "API_KEY": os.environ.get("DIALFORGE_API_KEY", "dfk_Q8m2Rz5TnW1yHc7JxLp4Va9E"),
    "ACTING_USER_EMAIL": os.environ.get("DIALFORGE_ACTING_EMAIL", "ops@tessellatehealth.com"),
    "TIMEOUT": 10,
}

# --- Postbird (email newsletters) ---
POSTBIRD = {
    "BASE_URL": "https://api.postbird.io/v1",
    "API_KEY": os.environ.get("POSTBIRD_API_KEY", ""),
}

OIDC_TOKEN_URL = "https://login.tessellatehealth.com/oauth2/v1/token"
