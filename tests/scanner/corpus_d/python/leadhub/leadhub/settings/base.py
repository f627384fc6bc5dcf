"""Django settings shared by every LeadHub environment.

Environment-specific overrides live in prod.py / staging.py / local.py.
"""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "django-insecure-changeme")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "rest_framework",
    "leadhub.crm",
    "leadhub.dialer",
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("PGDATABASE", "leadhub"),
        "HOST": os.environ.get("PGHOST", "localhost"),
    }
}

CELERY_BROKER_URL = os.environ.get("REDIS_URL", "redis://localhost:6379/0")
CELERY_TASK_ACKS_LATE = True

# --- Payments -------------------------------------------------------------
STRIPE_API_BASE = "https://api.stripe.com/v1"
STRIPE_SECRET_KEY = os.environ.get("STRIPE_SECRET_KEY", "sk_test_xxx")

# --- Enrichment (Clearbit-style vendor, uses its own x-api-key) -----------
ENRICHMENT = {
    "BASE_URL": "https://person.enrichly.com/v1",
    "API_KEY": os.environ.get("ENRICHLY_API_KEY", ""),
    "KEY_HEADER": "x-api-key",
}

# --- Ringlane calling service ----------------------------------------------
# Ringlane moved to /api/public/v2 in 2025; we still have to finish the migration
# (ticket LH-2211).  Do not change the dialer timeouts without talking to ops.
RINGLANE = {
    "BASE_URL": os.environ.get(
        "RINGLANE_BASE_URL",
        "https://api.ringlane.io/api/public/v1",
    ),
    "SHARED_KEY": os.environ.get("RINGLANE_SHARED_KEY", "rl9Xq2vLm8TzK4pWc7Yh3Nd6Bf1Gs5Je0Ua"),
    "DEFAULT_USER_EMAIL": "dialer-bot@leadhub.example",
    "TIMEOUT_SECONDS": 10,
}

RINGLANE_WEBHOOK_SECRET = os.environ.get("RINGLANE_WEBHOOK_SECRET", "")
GITHUB_WEBHOOK_SECRET = os.environ.get("GITHUB_WEBHOOK_SECRET", "")

RINGLANE_V2_PREVIEW = {
    "BASE_URL": "https://api.ringlane.io/api/public/v2",
    "API_KEY": os.environ.get("RINGLANE_API_KEY", ""),
}

LOGGING = {
    "version": 1,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {"leadhub.dialer": {"handlers": ["console"], "level": "INFO"}},
}
