import environ
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
env = environ.Env(DEBUG=(bool, False))
environ.Env.read_env(BASE_DIR / ".env")

SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = env("DEBUG")
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["localhost"])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "accounts",
    "dialer",
]

DATABASES = {"default": env.db()}

CELERY_BROKER_URL = env("REDIS_URL")
CELERY_TASK_ACKS_LATE = True

RINGWELL = {
    "BASE_URL": env("RINGWELL_API_URL", default="https://api.ringwell.io/api/public/v1"),
    "API_KEY": env("RINGWELL_API_KEY", default=""),
    "ACTING_EMAIL": env("RINGWELL_ACTING_EMAIL", default="portal-bot@harbourline.co.uk"),
    "WEBHOOK_SECRET": env("RINGWELL_WEBHOOK_SECRET", default=""),
    "TIMEOUT": 15,
}

SENDGRID_API_KEY = env("SENDGRID_API_KEY", default="")
