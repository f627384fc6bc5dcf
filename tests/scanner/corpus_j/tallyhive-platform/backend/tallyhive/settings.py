import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "*").split(",")

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "rest_framework",
    "core",
    "integrations.callstride",
    "integrations.sendgrid",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "core.middleware.ActingUserMiddleware",
]

CELERY_BROKER_URL = os.environ.get("REDIS_URL", "redis://localhost:6379/0")
CELERY_TASK_ROUTES = {"integrations.callstride.tasks.*": {"queue": "callstride"}}

# Callstride dialer
CALLSTRIDE = {
    "BASE_URL": os.environ.get("CALLSTRIDE_BASE_URL", "https://api.callstride.io/api/public/v1"),
    "API_KEY": os.environ.get("CALLSTRIDE_API_KEY", ""),
    "WEBHOOK_SECRET": os.environ.get("CALLSTRIDE_WEBHOOK_SECRET", ""),
    "ACTING_USER": os.environ.get("CALLSTRIDE_ACTING_USER", "ops-bot@tallyhive.com"),
    "TIMEOUT": float(os.environ.get("CALLSTRIDE_TIMEOUT", "10")),
}

SENDGRID_API_KEY = os.environ.get("SENDGRID_API_KEY", "")
SENDGRID_BASE_URL = os.environ.get("SENDGRID_BASE_URL", "https://api.sendgrid.com/v3")

STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
