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
    "monolith.leads",
    "monolith.webhooks",
]

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
}

# --- RingPilot -------------------------------------------------------------
RINGPILOT = {
    "HOST": os.environ.get("RINGPILOT_HOST", "https://api.ringpilot.io"),
    "API_VERSION": os.environ.get("RINGPILOT_API_VERSION", "v1"),
    # TODO(sales-eng): move to vault, this is the staging key
    "API_KEY": os.environ.get("RINGPILOT_API_KEY", "rp_7Hc2LmQ9xTz4WkP1vN8sYd3B"),
    "ACTING_EMAIL": os.environ.get("RINGPILOT_ACTING_EMAIL", "sales-bot@harborpoint.com"),
    "WEBHOOK_SECRET": os.environ.get("RINGPILOT_WEBHOOK_SECRET", ""),
    "TIMEOUT": float(os.environ.get("RINGPILOT_TIMEOUT", "10")),
    "MAX_RETRIES": int(os.environ.get("RINGPILOT_MAX_RETRIES", "3")),
}

# --- SendGrid --------------------------------------------------------------
SENDGRID_API_KEY = os.environ.get("SENDGRID_API_KEY", "")
SENDGRID_BASE_URL = "https://api.sendgrid.com/v3"

# --- Internal quote engine (behind AWS API Gateway) -------------------------
QUOTE_ENGINE_URL = os.environ.get("QUOTE_ENGINE_URL", "https://quotes.internal.harborpoint.com/v1")
QUOTE_ENGINE_API_KEY = os.environ.get("QUOTE_ENGINE_API_KEY", "")

STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
