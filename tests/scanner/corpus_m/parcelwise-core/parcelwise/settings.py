import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-insecure")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "rest_framework",
    "accounts",
    "shipments",
    "integrations.ringlane",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "accounts.middleware.InternalUserHeaderMiddleware",
]

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
    ],
    "EXCEPTION_HANDLER": "parcelwise.api.exception_handler",
}

# --- RingLane dialer -------------------------------------------------------
RINGLANE = {
    "HOST": os.environ.get("RINGLANE_HOST", "https://api.ringlane.io"),
    "API_VERSION": "v1",
    "API_KEY": os.environ.get("RINGLANE_API_KEY", ""),
    "ACTING_USER": os.environ.get("RINGLANE_ACTING_USER", "cs-bot@parcelwise.com"),
    "WEBHOOK_SECRET": os.environ.get("RINGLANE_WEBHOOK_SECRET", ""),
    "TIMEOUT": float(os.environ.get("RINGLANE_TIMEOUT", "10")),
}

SENDGRID_API_KEY = os.environ.get("SENDGRID_API_KEY", "")
STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
