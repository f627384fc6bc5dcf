from pathlib import Path

from decouple import config

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = config("DJANGO_SECRET_KEY")
DEBUG = config("DJANGO_DEBUG", default=False, cast=bool)
ALLOWED_HOSTS = config("ALLOWED_HOSTS", default="localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.staticfiles",
    "rest_framework",
    "django_celery_beat",
    "calls",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "calls.middleware.ActingUserMiddleware",
]

ROOT_URLCONF = "dialer.urls"

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework.authentication.SessionAuthentication"],
    "EXCEPTION_HANDLER": "calls.views.flat_exception_handler",
}

CELERY_BROKER_URL = config("REDIS_URL", default="redis://localhost:6379/0")

# --- Ringwell (outbound dialer) ---
RINGWELL = {
    "HOST": config("RINGWELL_HOST", default="https://api.ringwell.com"),
    "API_VERSION": "v1",
    "API_KEY": config("RINGWELL_API_KEY", default=""),
    "SERVICE_USER_ID": config("RINGWELL_SERVICE_USER_ID", default=""),
    "WEBHOOK_SECRET": config("RINGWELL_WEBHOOK_SECRET", default=""),
    "TIMEOUT": 10,
}

SENDGRID_API_KEY = config("SENDGRID_API_KEY", default="")
