"""Base settings shared by every environment (dev / staging / production / test)."""
from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent.parent
env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env")

SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = False
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=[])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "django_celery_beat",
    "crm.accounts",
    "crm.leads",
    "crm.billing",
    "integrations.ringlane",
    "integrations.sendgrid",
]

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "crm.api.authentication.GatewayHeaderAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.LimitOffsetPagination",
    "PAGE_SIZE": 50,
}

DATABASES = {"default": env.db("DATABASE_URL", default="postgres://crm:crm@localhost:5432/crm")}

CELERY_BROKER_URL = env("CELERY_BROKER_URL", default="redis://localhost:6379/0")
CELERY_TASK_ACKS_LATE = True

# --- Ringlane (outbound dialer) -------------------------------------------
RINGLANE_API_HOST = env("RINGLANE_API_HOST", default="https://api.ringlane.com")
RINGLANE_API_VERSION = env("RINGLANE_API_VERSION", default="v1")
RINGLANE_API_BASE = f"{RINGLANE_API_HOST}/api/public/{RINGLANE_API_VERSION}"
RINGLANE_API_KEY = env("RINGLANE_API_KEY", default="")
RINGLANE_ACTING_USER_EMAIL = env("RINGLANE_ACTING_USER_EMAIL", default="dialer-bot@tidewaterhome.com")
RINGLANE_WEBHOOK_SECRET = env("RINGLANE_WEBHOOK_SECRET", default="")

# --- Other vendors ----------------------------------------------------------
SENDGRID_API_KEY = env("SENDGRID_API_KEY", default="")
SENDGRID_API_BASE = "https://api.sendgrid.com/v3"
SEGMENT_WRITE_KEY = env("SEGMENT_WRITE_KEY", default="")
SENTRY_DSN = env("SENTRY_DSN", default="")
STRIPE_WEBHOOK_SECRET = env("STRIPE_WEBHOOK_SECRET", default="")
QUICKBOOKS_API_BASE = "https://quickbooks.api.intuit.com/v3/company"
