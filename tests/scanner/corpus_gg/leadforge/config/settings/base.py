"""Base settings shared by every environment."""
from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent.parent

env = environ.Env(
    DJANGO_DEBUG=(bool, False),
    DIALWAVE_TIMEOUT=(float, 10.0),
    DIALWAVE_MAX_RETRIES=(int, 3),
)
environ.Env.read_env(BASE_DIR / ".env")

SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = env("DJANGO_DEBUG")
ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS", default=["localhost"])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "django_celery_beat",
    "api",
    "dialer.apps.DialerConfig",
    "webhooks",
    "mailer",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "api.middleware.GatewayUserMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

DATABASES = {"default": env.db("DATABASE_URL")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
    ],
    "EXCEPTION_HANDLER": "api.exceptions.flat_exception_handler",
}

CELERY_BROKER_URL = env("REDIS_URL", default="redis://localhost:6379/0")
CELERY_TASK_ROUTES = {"dialer.tasks.*": {"queue": "dialer"}}
CELERY_TASK_ACKS_LATE = True

# --- Dialwave -------------------------------------------------------------
DIALWAVE_HOST = env("DIALWAVE_HOST", default="api.dialwave.io")
DIALWAVE_API_VERSION = env("DIALWAVE_API_VERSION", default="v1")
DIALWAVE_BASE_URL = env(
    "DIALWAVE_BASE_URL",
    default=f"https://{DIALWAVE_HOST}/api/public/{DIALWAVE_API_VERSION}",
)
DIALWAVE_API_KEY = env("DIALWAVE_API_KEY", default="")
DIALWAVE_ACTING_USER = env("DIALWAVE_ACTING_USER", default="ops@northwindsolar.com")
DIALWAVE_WEBHOOK_SECRET = env("DIALWAVE_WEBHOOK_SECRET", default="")
DIALWAVE_TIMEOUT = env("DIALWAVE_TIMEOUT")
DIALWAVE_MAX_RETRIES = env("DIALWAVE_MAX_RETRIES")
DIALWAVE_USE_V2 = env.bool("DIALWAVE_USE_V2", default=False)

# --- Sendloop / geo / stripe -----------------------------------------------
SENDLOOP_BASE_URL = env("SENDLOOP_BASE_URL", default="https://api.sendloop.com/v1")
SENDLOOP_API_KEY = env("SENDLOOP_API_KEY", default="")
GEO_SERVICE_URL = env("GEO_SERVICE_URL", default="https://geo.internal.northwindsolar.com/v1")
GEO_SERVICE_API_KEY = env("GEO_SERVICE_API_KEY", default="")
STRIPE_SECRET_KEY = env("STRIPE_SECRET_KEY", default="")
STRIPE_WEBHOOK_SECRET = env("STRIPE_WEBHOOK_SECRET", default="")

STATIC_URL = "/static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
