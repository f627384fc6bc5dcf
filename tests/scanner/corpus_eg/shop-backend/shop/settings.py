"""Django settings for the Brindlewood shop backend."""
import os
from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent
env = environ.Env(DEBUG=(bool, False))
environ.Env.read_env(BASE_DIR / ".env")

SECRET_KEY = env("DJANGO_SECRET_KEY", default="dev-only-not-secret")
DEBUG = env("DEBUG")
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["localhost", "127.0.0.1"])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "django_celery_beat",
    "crm",
    "fulfilment",
    "marketing",
    "payments",
    "analytics",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "crm.middleware.StaffProxyIdentityMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "shop.urls"
DATABASES = {"default": env.db("DATABASE_URL", default="postgres://shop:shop@localhost:5432/shop")}

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "EXCEPTION_HANDLER": "shop.api_errors.exception_handler",
}

# --- Celery -------------------------------------------------------------------
CELERY_BROKER_URL = env("CELERY_BROKER_URL", default="redis://localhost:6379/0")
CELERY_RESULT_BACKEND = env("CELERY_RESULT_BACKEND", default="redis://localhost:6379/1")
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_DEFAULT_QUEUE = "default"

# --- Ringlane (outbound sales calling) ------------------------------------------
RINGLANE_BASE_URL = env("RINGLANE_BASE_URL", default="https://api.ringlane.io/api/public/v1")
RINGLANE_API_KEY = env("RINGLANE_API_KEY", default="")
RINGLANE_WEBHOOK_SECRET = env("RINGLANE_WEBHOOK_SECRET", default="")
RINGLANE_DEFAULT_ACTING_EMAIL = env("RINGLANE_DEFAULT_ACTING_EMAIL", default="sales-ops@brindlewood.shop")
RINGLANE_SYNC_ENABLED = env.bool("RINGLANE_SYNC_ENABLED", default=True)

# --- Postlark (newsletter ESP) --------------------------------------------------
POSTLARK_API_URL = env("POSTLARK_API_URL", default="https://api.postlark.com/v1")
POSTLARK_API_KEY = env("POSTLARK_API_KEY", default="")

# --- Fulfilment service (internal, behind AWS API Gateway) ----------------------
FULFILMENT_API_URL = env("FULFILMENT_API_URL", default="https://fulfil.internal.brindlewood.shop/v1")
FULFILMENT_API_KEY = env("FULFILMENT_API_KEY", default="")

# --- Stripe ----------------------------------------------------------------------
STRIPE_SECRET_KEY = env("STRIPE_SECRET_KEY", default="")
STRIPE_WEBHOOK_SECRET = env("STRIPE_WEBHOOK_SECRET", default="")

STATIC_URL = "static/"
STATIC_ROOT = os.path.join(BASE_DIR, "staticfiles")
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
