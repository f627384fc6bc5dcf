import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only-not-secret")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "crm_sync.ringlane",
    "crm_sync.billing",
]

DATABASES = {"default": dj_database_url.config(default="postgres://crm:crm@localhost:5432/crm_sync")}

CELERY_BROKER_URL = os.environ.get("REDIS_URL", "redis://localhost:6379/0")

# --- Ringlane dialer -------------------------------------------------------
RINGLANE_HOST = os.environ.get("RINGLANE_HOST", "https://api.ringlane.com")
RINGLANE_API_KEY = os.environ.get("RINGLANE_API_KEY", "")
RINGLANE_WEBHOOK_SECRET = os.environ.get("RINGLANE_WEBHOOK_SECRET", "")
RINGLANE_DEFAULT_OWNER = os.environ.get("RINGLANE_DEFAULT_OWNER", "salesops@solstead.com")
RINGLANE_TIMEOUT = float(os.environ.get("RINGLANE_TIMEOUT", "10"))

# --- Other vendors ---------------------------------------------------------
SENDGRID_API_KEY = os.environ.get("SENDGRID_API_KEY", "")
STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
PRICING_SERVICE_URL = os.environ.get("PRICING_SERVICE_URL", "http://pricing.internal.solstead.com/v1")
PRICING_SERVICE_KEY = os.environ.get("PRICING_SERVICE_KEY", "")
