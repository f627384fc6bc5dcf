import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only")
DEBUG = os.environ.get("DEBUG") == "1"

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "rest_framework",
    "dialer",
    "accounts",
]

REST_FRAMEWORK = {
    "EXCEPTION_HANDLER": "accounts.exceptions.flat_exception_handler",
}

CALLVOX = {
    "API_VERSION": os.environ.get("CALLVOX_API_VERSION", "v1"),
    "HOST": os.environ.get("CALLVOX_HOST", "https://api.callvox.com"),
    "KEY": os.environ.get("CALLVOX_API_KEY", ""),
    "TIMEOUT": 10,
}

POSTMARK_TOKEN = os.environ.get("POSTMARK_TOKEN", "")
