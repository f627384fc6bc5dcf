from pathlib import Path

import environ
from celery.schedules import crontab

BASE_DIR = Path(__file__).resolve().parent.parent.parent
env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env")

SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = env.bool("DJANGO_DEBUG", default=False)
ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS", default=["localhost"])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "rest_framework",
    "calls",
    "webhooks",
    "integrations",
]

DATABASES = {"default": env.db("DATABASE_URL", default="postgres://localhost/ferncastle")}

# --- Ringbolt (calling) -------------------------------------------------------
RINGBOLT_HOST = env("RINGBOLT_HOST", default="https://api.ringbolt.io")
RINGBOLT_API_KEY = env("RINGBOLT_API_KEY", default="")
RINGBOLT_TIMEOUT_SECONDS = env.float("RINGBOLT_TIMEOUT_SECONDS", default=8.0)
RINGBOLT_WEBHOOK_SECRET = env("RINGBOLT_WEBHOOK_SECRET", default="")
RINGBOLT_SERVICE_USER_EMAIL = env("RINGBOLT_SERVICE_USER_EMAIL", default="dialer-bot@ferncastle.com")

# --- Mailpond (marketing email) ----------------------------------------------
MAILPOND_BASE_URL = env("MAILPOND_BASE_URL", default="https://api.mailpond.com/v1")
MAILPOND_API_KEY = env("MAILPOND_API_KEY", default="")

# --- Stripe ---------------------------------------------------------------------
STRIPE_SECRET_KEY = env("STRIPE_SECRET_KEY", default="")
STRIPE_WEBHOOK_SECRET = env("STRIPE_WEBHOOK_SECRET", default="")

CELERY_BROKER_URL = env("REDIS_URL", default="redis://localhost:6379/0")
CELERY_BEAT_SCHEDULE = {
    "ringbolt-sync-call-lists": {
        "task": "calls.tasks.sync_ringbolt_call_lists",
        "schedule": crontab(minute="*/15"),
    },
    "mailpond-sync-newsletter": {
        "task": "integrations.tasks.sync_mailpond_lists",
        "schedule": crontab(minute=0, hour="*/6"),
    },
}
